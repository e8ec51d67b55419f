import { en } from '@payloadcms/translations/languages/en'
import { id } from '@payloadcms/translations/languages/id'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { pt } from '@payloadcms/translations/languages/pt'
import { th } from '@payloadcms/translations/languages/th'
import { vi } from '@payloadcms/translations/languages/vi'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import type { Language, SupportedLanguages } from '@payloadcms/translations'
import type { Config } from 'payload'

import { adminTranslations } from '@/labels'
import { hindi } from '@/labels/payload-hi'
import { firstUserScreenOpen } from '@/admin/firstAdmin'
import { fieldLabelsInEachLanguage } from '@/admin/fieldLabelsPerLanguage'

fieldLabelsInEachLanguage()

/** Where a collection's "Create New" sends someone who may not add to it (`admin/EditorsWork`). */
export const editorsWorkPath = '/editors-work'

/**
 * The admin panel (its import map's base directory and its users' collection are set in
 * payload.config.ts; the translation status screen comes with the translators' workflow, in
 * src/translation/plugin.ts).
 */
export const admin: Omit<NonNullable<Config['admin']>, 'importMap' | 'user'> = {
  avatar: 'default',
  // Dates as each admin language writes them (date-fns' long date and short time): Payload's
  // "MMMM do yyyy, h:mm a" put the month first everywhere ("พฤศจิกายน 29 2026, 6:18 ก่อนเที่ยง").
  dateFormat: 'PPPp',
  // Scheduled publishing: the drawer starts in the editor's own time zone (one of the list with
  // the same clock time), else in the studio's, UTC+8, in the middle of its markets' clocks (one
  // hour from Bangkok, Jakarta and Hanoi, and from Tokyo and Seoul), and says which it is in.
  timezones: { defaultTimezone: 'Asia/Shanghai' },
  meta: { titleSuffix: ' · Starfin Games CMS' },
  components: {
    providers: [
      '/admin/AdminLanguage#AdminLanguage',
      // A refused "Copy to locale" shown in its drawer (admin/copyRefusal.ts).
      '/admin/CopyRefusalShown#CopyRefusalShown',
      '/admin/AdminFonts#AdminFonts',
      '/admin/LockedSinceDate#LockedSinceDate',
      // A media item's size ("155 bytes"), which Payload writes in English.
      '/admin/FileSizes#FileSizes',
      // A localised field's language tag ("Subtitle — Thai") in the admin's words.
      '/admin/FieldLanguageTags#FieldLanguageTags',
      // Japanese and Chinese labels' colons full-width ("状态：").
      '/admin/FullWidthColons#FullWidthColons',
      // Lexical's and Sonner's English names for screen readers, in the admin's language.
      '/admin/ScreenReaderLabels#ScreenReaderLabels',
    ],
    views: {
      // A collection's "Create New" to someone who may not add to it: the route
      // src/app/(payload)/admin/collections/[collection]/create shows this instead.
      editorsWork: { Component: '/admin/EditorsWork#EditorsWork', path: editorsWorkPath },
      // "Forgot password?": no e-mail is sent here; an admin sets a new password.
      forgot: { Component: '/admin/NoPasswordReset#NoPasswordReset' },
      // Outside a local start, the welcome screen that makes the first admin is closed (admin/firstAdmin).
      ...(firstUserScreenOpen()
        ? {}
        : { createFirstUser: { Component: '/admin/FirstAdminClosed#FirstAdminClosed' } }),
    },
  },
  // Kept in the import map whichever way the screen is (it is chosen when the server starts).
  dependencies: {
    firstAdminClosed: { type: 'component', path: '/admin/FirstAdminClosed#FirstAdminClosed' },
  },
  // Editors see their draft on the real public page, refreshed on every autosave: which
  // collections and globals, and on which page, the registry of localised content says
  // (src/content/plugin.ts).
  // Payload shows a breakpoint's label as it is, in every admin language: the sizes say it in all.
  livePreview: {
    breakpoints: [
      { name: 'phone', width: 390, height: 844 },
      { name: 'tablet', width: 820, height: 1180 },
      { name: 'desktop', width: 1440, height: 900 },
    ].map((breakpoint) => ({
      ...breakpoint,
      label: `${breakpoint.width} × ${breakpoint.height}`,
    })),
  },
}

/**
 * The admin speaks each content language (Hindi in our own translation of Payload's strings);
 * each user picks theirs. Our labels and views: src/labels.
 */
export const i18n: Config['i18n'] = {
  fallbackLanguage: 'en',
  // `hi` is not among Payload's language codes, whose type this object otherwise has.
  supportedLanguages: {
    // Its dates by date-fns's US English without ordinals (src/labels/adminDates.ts).
    en: { ...en, dateFNSKey: 'is' as Language['dateFNSKey'] },
    id,
    hi: hindi,
    ja,
    ko,
    pt,
    // Its times kept whole, "14:30 น." never broken before น. (src/labels/adminDates.ts).
    th: { ...th, dateFNSKey: 'et' as Language['dateFNSKey'] },
    // A date with its time first, "16:18 ngày 02/12/2026" (src/labels/adminDates.ts).
    vi: { ...vi, dateFNSKey: 'lv' as Language['dateFNSKey'] },
    // Its times on a 24-hour clock (src/labels/adminDates.ts).
    zh: { ...zh, dateFNSKey: 'lt' as Language['dateFNSKey'] },
    'zh-TW': zhTw,
  } as SupportedLanguages,
  translations: adminTranslations,
}
