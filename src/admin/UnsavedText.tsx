'use client'

import { useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { adminT } from '@/labels/t'

/** The dialogs that end one's editing: a colleague took over, or holds the document. */
const dialogs = '.document-take-over__content, .document-locked__content'

/** Never a person's text, though the form holds it. */
const notTexts = new Set(['id', 'createdAt', 'updatedAt', '_status', 'editedFrom'])

type Item = { path: string; label: string; text: string }

/** A rich text's words (Lexical's JSON), one paragraph a line. */
function wordsOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return ''
  const node = value as { text?: unknown; children?: unknown[]; root?: unknown; type?: unknown }
  if (node.root) return wordsOf(node.root)
  if (typeof node.text === 'string') return node.text
  const inner = (node.children ?? []).map(wordsOf)
  return node.type === 'root' ? inner.join('\n') : inner.join('')
}

/** Every text the form holds, by its path: plain texts and rich texts' words. */
function textsOf(value: unknown, path = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(path, value)
  else if (typeof value === 'object' && value !== null && 'root' in value)
    into.set(path, wordsOf(value))
  else if (Array.isArray(value)) value.forEach((item, i) => textsOf(item, `${path}.${i}`, into))
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value))
      if (!(path === '' && notTexts.has(key))) textsOf(inner, path ? `${path}.${key}` : key, into)
  return into
}

/** A field's label as its form shows it, else its name. */
function labelOf(path: string): string {
  const label = document.querySelector(`label[for="field-${path.replace(/\./g, '__')}"]`)
  // Its parts (the name, the required mark, "— English") as the label shows them, spaced.
  const text = [...(label?.childNodes ?? [])]
    .map((part) => part.textContent ?? '')
    .join(' ')
    .replace(/\s*\*\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text || path.split('.').at(-1) || path
}

/**
 * What was typed and not saved, shown in the dialog that ends one's editing, to copy before
 * choosing. Payload's "View read-only" and "Take over" load the form again from the server, so
 * a person taken over, or one whose first keystrokes met a colleague's lock, lost what they had
 * typed since the last autosave without a word (walk 38, F7 and F9). Each text the form holds that
 * differs from the document as last saved is listed, by its field's label, in a box to copy from.
 */
export function UnsavedText() {
  const { savedDocumentData } = useDocumentInfo()
  const { getData } = useForm()
  const { t } = useTranslation()
  const [shown, setShown] = useState<{ in: Element; items: Item[] } | null>(null)

  useEffect(() => {
    let current: Element | null = null
    const look = () => {
      const dialog = document.querySelector(dialogs)
      if (dialog === current) return
      current = dialog
      if (!dialog) return setShown(null)
      const saved = textsOf(savedDocumentData ?? {})
      const items: Item[] = []
      for (const [path, text] of textsOf(getData())) {
        if (!text.trim() || text === (saved.get(path) ?? '')) continue
        items.push({ path, label: labelOf(path), text })
      }
      setShown(items.length ? { in: dialog, items } : null)
    }
    const observer = new MutationObserver(look)
    observer.observe(document.body, { childList: true, subtree: true })
    look()
    return () => observer.disconnect()
  }, [getData, savedDocumentData])

  if (!shown) return null
  return createPortal(
    <div className="unsaved-text" role="note">
      {/* Not a paragraph: the dialog's own sentence is its paragraph (`TakenOverBy`). */}
      <div className="unsaved-text__intro">{adminT(t)('starfin:editorial:unsavedText')}</div>
      {shown.items.map((item) => (
        <label key={item.path} className="unsaved-text__item">
          <span>{item.label}</span>
          <textarea
            readOnly
            value={item.text}
            rows={Math.min(6, item.text.split('\n').length + 1)}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ))}
    </div>,
    shown.in,
  )
}
