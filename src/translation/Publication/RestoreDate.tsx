'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useEffect } from 'react'

import { watchTexts } from '@/lib/watchTexts'

import { useVersionOnPage } from './useVersionOnPage'

/** A date and time in a language's short form (date-fns: "Dec 2, 2026, 12:36 PM", "2 ธ.ค. 2026 12:36"). */
const shortPattern = 'PPp'

/**
 * The message of Payload's "Confirm version restoration" dialog, and the breadcrumb's last step,
 * which names the version by the same date.
 */
const datedBy = '.confirmation-modal__content p, .step-nav__last'

/**
 * "You are about to restore … to the state that it was in on <date>", and the breadcrumb above
 * the version ("… / Versions / <date>"): Payload writes that date on the server, in the server's
 * time zone (UTC: "6:13 AM" beside "1:13 PM" everywhere else on the page; walk 30, F1). Here it
 * is written again as the admin's other dates are: in the admin's language and date format, in
 * the reader's time zone. The text node stays React's (as `LockedSinceDate`).
 */
export function RestoreDate() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = config.admin.dateFormat
  const read = useVersionOnPage<{ updatedAt?: unknown }>()
  const updatedAt = typeof read?.updatedAt === 'string' ? read.updatedAt : undefined

  // The breadcrumb, wider than a phone, starts at its end: the version's date (custom.scss).
  useEffect(
    () =>
      watchTexts('.step-nav__last', (text, last) => {
        // Once for each date written there: a reader may scroll back to the earlier steps.
        const crumbs = last.closest<HTMLElement>('.app-header__step-nav-wrapper')
        if (!crumbs || last.dataset.shownEnd === text.data) return
        last.dataset.shownEnd = text.data
        crumbs.scrollLeft = crumbs.scrollWidth
        // Its cut edge fades while earlier steps are out of sight (custom.scss).
        const watched = crumbs.dataset.cut !== undefined
        const cut = () => (crumbs.dataset.cut = String(crumbs.scrollLeft > 0))
        cut()
        if (!watched) crumbs.addEventListener('scroll', cut, { passive: true })
      }),
    [],
  )

  useEffect(() => {
    if (!updatedAt || !i18n.dateFNS) return
    const onServer = formatDate({ date: updatedAt, i18n, pattern, timezone: 'UTC' })
    const here = formatDate({ date: updatedAt, i18n, pattern })
    // The breadcrumb's step in the short form ("Dec 2, 2026, 12:36 PM"): the long one was wider
    // than a phone's breadcrumb, and showed cut at its start ("…ember 2nd, 2026": s42 readers).
    const short = formatDate({ date: updatedAt, i18n, pattern: shortPattern })
    return watchTexts(datedBy, (text, element) => {
      const written = element.matches('.step-nav__last') ? short : here
      // Written only where it changes: each write sets the watch off again (where the server's
      // zone is the reader's, the date is already as wanted).
      const from = text.data.includes(onServer) ? onServer : here
      const next = text.data.replace(from, written)
      if (next !== text.data) text.data = next
    })
  }, [updatedAt, i18n, pattern])

  return null
}
