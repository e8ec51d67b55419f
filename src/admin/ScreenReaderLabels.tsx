'use client'

// Payload's own copy (its rows and root drag-and-drop area import it from here too).
import {
  defaultAnnouncements,
  defaultScreenReaderInstructions,
  type Announcements,
} from '@dnd-kit/core'
import { useTranslation } from '@payloadcms/ui'
import type { ClientTranslationKeys } from '@payloadcms/translations'
import { useEffect, type ReactNode } from 'react'

import { adminT, type AdminKey } from '@/labels/t'

/**
 * Ours, or one of Payload's own keys (its words in every admin language, Hindi's ours), its rich
 * text's among them.
 */
type SaidKey =
  | AdminKey
  | ClientTranslationKeys
  | 'lexical:link:label'
  | 'lexical:indent:decreaseLabel'
  | 'lexical:indent:increaseLabel'

/**
 * Names that Lexical's editor and Sonner's notifications give screen readers in English, written
 * in their code with no translation key or option Payload passes on (Lexical's block handles and
 * link editor; Sonner's `containerAriaLabel` and `closeButtonAriaLabel`, which Payload's toast
 * container does not set): read aloud in English on every translator's screen.
 */
const spokenInEnglish: Record<string, AdminKey> = {
  'Add block': 'starfin:screenReader:addBlock',
  'Drag to move': 'starfin:screenReader:dragToMove',
  'Edit link': 'starfin:screenReader:editLink',
  'Remove link': 'starfin:screenReader:removeLink',
  'Insert Paragraph': 'starfin:screenReader:insertParagraph',
  'Notifications alt+T': 'starfin:screenReader:notifications',
  'Close toast': 'starfin:screenReader:closeNotification',
  // The rich-text toolbar's dropdowns, named `${group key} dropdown` in Lexical's code.
  'text dropdown': 'starfin:screenReader:textDropdown',
  'align dropdown': 'starfin:screenReader:alignDropdown',
  'add dropdown': 'starfin:screenReader:addDropdown',
}

/**
 * Names and tooltips that are an identifier of Payload's or Lexical's code, not a word, in every
 * language English included (walk 32, F5), each said with Payload's own words where it has them:
 * a list's select-all box's tooltip is its input's name ("select-all", Payload's `CheckboxInput`
 * writes `title={name}`); the lock dialog is named by its modal's slug ("document-locked",
 * faceless-ui's default `aria-label`); the rich text's "/" menu is "Slash menu" (Lexical's
 * typeahead menu); a version's field group's fold button is "Collapse" or "Expand"
 * (Payload's `DiffCollapser`).
 */
const identifiers: { attribute: 'aria-label' | 'title'; value: string; key: SaidKey }[] = [
  { attribute: 'title', value: 'select-all', key: 'general:selectAllRows' },
  { attribute: 'aria-label', value: 'document-locked', key: 'general:documentLocked' },
  { attribute: 'aria-label', value: 'Slash menu', key: 'starfin:screenReader:slashMenu' },
  { attribute: 'aria-label', value: 'Collapse', key: 'general:collapse' },
  { attribute: 'aria-label', value: 'Expand', key: 'starfin:screenReader:expand' },
]

/**
 * The rich text's toolbar buttons, which Lexical draws as an icon with no name at all (only its
 * dropdowns have one): the formats, the link and the indents, by the item's key it writes on each (`data-button-key`): named, and
 * given the name as a tooltip, in every language, with Payload's own key where it has one (walk
 * 34, F12).
 */
const formattingButtons: Record<string, SaidKey> = {
  bold: 'starfin:screenReader:formatting:bold',
  italic: 'starfin:screenReader:formatting:italic',
  underline: 'starfin:screenReader:formatting:underline',
  strikethrough: 'starfin:screenReader:formatting:strikethrough',
  subscript: 'starfin:screenReader:formatting:subscript',
  superscript: 'starfin:screenReader:formatting:superscript',
  inlineCode: 'starfin:screenReader:formatting:inlineCode',
  link: 'lexical:link:label',
  indentDecrease: 'lexical:indent:decreaseLabel',
  indentIncrease: 'lexical:indent:increaseLabel',
}

/**
 * Roles that dnd-kit describes in English (`aria-roledescription`, said in place of the role): a
 * row's drag handle is "sortable" (`@dnd-kit/sortable`'s default, which it does not export and
 * Payload's rows do not change).
 */
const describedInEnglish: Record<string, AdminKey> = {
  sortable: 'starfin:screenReader:sortable',
}

/**
 * Texts Payload writes as they are, with no translation key: the live preview's "Responsive" size,
 * added after the sizes of our configuration (`admin.livePreview`) with its English label.
 */
const writtenInEnglish: { selector: string; english: string; key: AdminKey }[] = [
  {
    selector:
      '.live-preview-toolbar-controls__breakpoint span, .live-preview-toolbar-controls__breakpoint button, .popup-button-list__button',
    english: 'Responsive',
    key: 'starfin:screenReader:responsive',
  },
]

/**
 * The help dnd-kit gives screen readers beside everything that can be dragged (each form's rows,
 * and Payload's root drag-and-drop area on every screen), in the admin's language. Payload's
 * `DndContext`s pass no `accessibility.screenReaderInstructions`, so each renders dnd-kit's
 * default, `defaultScreenReaderInstructions`, read when it renders the help (only in the browser,
 * once mounted): that shared object is given the admin's words before anything below this provider
 * renders, and again whenever the language changes (a `DndContext` renders its help after its
 * children, so Payload's root one, above this provider, reads the new words too). The text was
 * rewritten in the page before, found by an id its elements do not have (Payload names each
 * `DndContext` itself) and an English text without dnd-kit's line breaks: it stayed English.
 */
function giveDragHelp(help: string) {
  if (typeof window !== 'undefined') defaultScreenReaderInstructions.draggable = help
}

/** A dragged or hovered item as dnd-kit gives it: a sortable row knows its place. */
type Placed = { id: string | number; data: { current?: { sortable?: { index?: unknown } } } }
const placeOf = (item: Placed) => {
  const index = item.data.current?.sortable?.index
  return typeof index === 'number' ? index + 1 : item.id
}

/**
 * What dnd-kit announces to screen readers while a row is dragged ("Picked up draggable item
 * 65f3…", "… was dropped over droppable area …"), in the admin's language and by the row's place
 * (1, 2, 3…), not its id. Payload's `DndContext`s pass no `accessibility.announcements`, so each
 * calls dnd-kit's default, `defaultAnnouncements`, at the moment it announces: that shared object
 * is given the admin's words, as `defaultScreenReaderInstructions` is above.
 */
function giveDragAnnouncements(say: (key: AdminKey, values?: Record<string, unknown>) => string) {
  if (typeof window === 'undefined') return
  const row = (item: Placed) => ({ row: placeOf(item) })
  const words: Announcements = {
    onDragStart: ({ active }) => say('starfin:screenReader:dragging:pickedUp', row(active)),
    onDragOver: ({ active, over }) =>
      over
        ? say('starfin:screenReader:dragging:movedOver', {
            ...row(active),
            position: placeOf(over),
          })
        : say('starfin:screenReader:dragging:notOver', row(active)),
    onDragEnd: ({ active, over }) =>
      over
        ? say('starfin:screenReader:dragging:dropped', { ...row(active), position: placeOf(over) })
        : say('starfin:screenReader:dragging:droppedBack', row(active)),
    onDragCancel: ({ active }) => say('starfin:screenReader:dragging:cancelled', row(active)),
  }
  Object.assign(defaultAnnouncements, words)
}

/*
 * Not renamed: the header's second copy of the language menu, there only to keep its place, is
 * named "invisible" (Payload's `ariaLabel`), but is hidden (`visibility: hidden`), so no screen
 * reader is given it (Chromium's accessibility tree has no "invisible", before or after the page
 * runs: tests/e2e/admin-walk31c.spec.ts). Renaming it here only took once the page had run, and a
 * reader of the page's attributes still found it while React took over the page.
 */

/**
 * Those names said in the admin's language: each element that carries one, when it appears or
 * when its name is set again, gets ours (as `LockedSinceDate` writes the lock dialog's date).
 */
export function ScreenReaderLabels({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation()
  giveDragHelp(adminT(t)('starfin:screenReader:dragHelp'))
  giveDragAnnouncements(adminT(t))

  useEffect(() => {
    const english = i18n.language === 'en'
    const say = t as (key: SaidKey) => string
    const relabel = (element: Element) => {
      for (const { attribute, value, key } of identifiers)
        if (element.getAttribute(attribute) === value) {
          // Written only when it changes: English says "Collapse" as Payload does, and setting
          // it again would be observed again.
          const said = say(key)
          if (said !== value) element.setAttribute(attribute, said)
        }
      // A row's drag handle (dnd-kit's, described as "sortable") had no name at all: it is
      // named as Lexical's block handle is, in every language (walk 32).
      if (
        element.getAttribute('aria-roledescription') === 'sortable' ||
        element.getAttribute('aria-roledescription') === say('starfin:screenReader:sortable')
      )
        if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
          element.setAttribute('aria-label', say('starfin:screenReader:dragToMove'))
      const formatting = formattingButtons[element.getAttribute('data-button-key') ?? '']
      if (formatting && element.matches('.toolbar-popup__button')) {
        const said = say(formatting)
        if (element.getAttribute('aria-label') !== said) element.setAttribute('aria-label', said)
        if (element.getAttribute('title') !== said) element.setAttribute('title', said)
      }
      if (english) return
      const key = spokenInEnglish[element.getAttribute('aria-label') ?? '']
      if (key) element.setAttribute('aria-label', say(key))
      const role = describedInEnglish[element.getAttribute('aria-roledescription') ?? '']
      if (role) element.setAttribute('aria-roledescription', say(role))
    }
    const rewrite = (element: Element) => {
      if (english) return
      for (const { selector, english: text, key } of writtenInEnglish)
        if (element.matches(selector) && element.textContent === text) {
          // The text node itself, so that React keeps the element it renders.
          const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)
          if (node) node.textContent = say(key)
        }
    }
    const relabelWithin = (root: Element) => {
      relabel(root)
      for (const element of root.querySelectorAll(
        '[aria-label], [aria-roledescription], [title], [data-button-key]',
      ))
        relabel(element)
      rewrite(root)
      for (const { selector } of writtenInEnglish)
        for (const element of root.querySelectorAll(selector)) rewrite(element)
    }
    relabelWithin(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) relabel(record.target)
        // React writing an element's text again (the live preview's size, as it changes).
        if (record.type === 'characterData' && record.target.parentElement)
          rewrite(record.target.parentElement)
        for (const node of record.addedNodes)
          if (node instanceof Element) relabelWithin(node)
          else if (node.parentElement) rewrite(node.parentElement)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-roledescription', 'title'],
    })
    return () => observer.disconnect()
  }, [i18n.language, t])

  return children
}
