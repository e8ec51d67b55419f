'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useEffect, type ReactNode } from 'react'

import { writesWithoutSpaces } from '@/i18n/languageNames'
import { watchTexts } from '@/lib/watchTexts'

/** The date in Payload's lock dialog: "… is editing" / "since <strong>date</strong>". */
const lockDate = '.document-locked__content p:nth-of-type(2) strong'

/** The names and the date Payload's lock dialog writes in bold. */
const lockNames = '.document-locked__content p strong'

/** Where a language's "since" puts the date (`{{date}}`, src/labels/payloadWording.ts). */
const datePlace = '{{date}}'

/**
 * Payload's lock dialog writes "<since> <date>" in that order in every language, from a component
 * without a slot: Hindi read "तब से संपादित 30 नवंबर…" ("since then edited <date>"). A language
 * whose sentence has the date first or inside says where with `{{date}}` ("{{date}} से संपादन
 * जारी"): the words before the date stay in Payload's text before it, those after it follow the
 * date in a text node of ours, after the `<strong>`, so the date stays bold and React's.
 */
function placeDate(strong: HTMLElement) {
  const sentence = strong.parentElement
  const lead = sentence?.firstChild
  if (!sentence || !(lead instanceof Text)) return
  if (lead.data.includes(datePlace)) {
    const [before, after = ''] = lead.data.split(datePlace)
    sentence.dataset.after = after
    lead.data = before.trimEnd()
  }
  const after = sentence.dataset.after
  if (after === undefined) return
  const next = strong.nextSibling
  if (next instanceof Text) {
    if (next.data !== after) next.data = after
  } else strong.after(document.createTextNode(after))
}

/**
 * Payload's lock dialog writes since when the other person is editing with a fixed `en-US`
 * ("Nov 29, 2026, 4:45 PM") from a component that takes no override. Here that date is written
 * again as every other date of the admin is: in the admin's language and date format, in the
 * viewer's time zone (the dialog's `en-US` text is in that zone too, to the minute), and where
 * the language puts it in the sentence (`placeDate`). The text node stays React's, so a new date
 * from the dialog is written again in its turn.
 */
export function LockedSinceDate({ children }: { children: ReactNode }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = config.admin.dateFormat

  // Chinese and Japanese put no space between a name and the words around it (「李娜（简体中文译者）
  // 正在编辑」, 「开始编辑时间：2026年…」); Payload's dialog writes one on each side of its
  // `<strong>`s (s43 readers zh, zh-TW, ja). A Latin name keeps it ("Anna Reed 正在编辑").
  useEffect(() => {
    if (!writesWithoutSpaces(i18n.language)) return
    return watchTexts(lockNames, (_, strong) => {
      for (const side of [strong.previousSibling, strong.nextSibling]) {
        if (!(side instanceof Text) || side.data !== ' ') continue
        const name = strong.textContent ?? ''
        // A name ending in its e-mail ("李娜 <li@…>") is Latin at that end.
        const latin = side === strong.nextSibling ? /[\p{Script=Latin}>]$/u : /^\p{Script=Latin}/u
        if (!latin.test(name)) side.data = ''
      }
    })
  }, [i18n.language])

  useEffect(() => {
    return watchTexts(lockDate, (text, strong) => {
      placeDate(strong)
      // Until the admin language's date-fns locale has loaded, Payload's formatDate writes
      // "Loading..." (the dialog said "editing since กำลังโหลด..."): the dialog's date stays.
      if (!i18n.dateFNS) return
      const ours = strong.dataset.written === text.data
      if (ours && strong.dataset.language === i18n.language) return
      // Newer ICU puts a narrow no-break space before "PM".
      const date = new Date(
        ours ? String(strong.dataset.date) : text.data.replace(/[\u202f\u00a0]/g, ' '),
      )
      if (Number.isNaN(date.getTime())) return
      const written = formatDate({ date, i18n, pattern })
      strong.dataset.date = date.toISOString()
      strong.dataset.language = i18n.language
      strong.dataset.written = written
      text.data = written
    })
  }, [i18n, pattern])

  return children
}
