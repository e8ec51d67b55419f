'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useModal,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormBackgroundProcessing,
  useFormModified,
  useFormProcessing,
  useLocale,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useRouter } from 'next/navigation'
import { formatAdminURL, hasDraftsEnabled } from 'payload/shared'
import { useState, useSyncExternalStore } from 'react'

import { hasRole } from '@/access/roles'
import { defaultContentLocale, isContentLocale, type ContentLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { adminT } from '@/labels/t'
import { languageInAdmin, languagesInAdmin } from '@/i18n/languageNames'
import type { EntryForForm } from '@/translation/form'
import { SinceDate } from '@/translation/TranslationStatus/SinceDate'
import { writableLocales } from '@/translation/roles'

import { useEntryTranslation } from './useEntryTranslation'
import './index.scss'

/**
 * Beside Save and Publish. A translator marks the language on screen ready for review (and is told
 * that editors publish, or, on an entry without drafts such as the glossary, that Save writes it at
 * once: walk 32, F4); an editor sees which languages wait for review, and from whom.
 */
export function ReviewControls() {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  const { user } = useAuth<User>()
  const { code } = useLocale()
  const { entry, post } = useEntryTranslation()
  // A change not yet saved (autosave is on its way): the mark waits for it, as a save after the
  // mark would take it off again (walk 55: a mark clicked during an autosave came to nothing).
  const modified = useFormModified()
  const saving = useFormProcessing()
  const autosaving = useFormBackgroundProcessing()
  const unsaved = modified || saving || autosaving
  const { getEntityConfig } = useConfig()
  const { collectionSlug, globalSlug } = useDocumentInfo()
  const entity = collectionSlug
    ? getEntityConfig({ collectionSlug })
    : globalSlug
      ? getEntityConfig({ globalSlug })
      : undefined
  if (!entry || !isContentLocale(code)) return null
  const language = languageInAdmin(code, i18n.language)

  if (hasRole(user, 'translator')) {
    const own = writableLocales(user)
    if (!own.includes(code)) return <ReadOnlyHere own={own} language={language} />
    if (code === defaultContentLocale) return null
    const ready = entry.readyForReview[code]
    const missing = Object.values(entry.texts).filter((text) => text.state === 'missing').length
    const howSaved = t(
      entity && hasDraftsEnabled(entity)
        ? 'starfin:workflow:draftsOnly'
        : 'starfin:workflow:savedAtOnce',
    )
    return (
      <div className="review-controls">
        {entry.scheduled?.[0] && <ScheduledNote at={entry.scheduled[0].at} language={language} />}
        <span className="review-controls__drafts-only">{howSaved}</span>
        {ready ? (
          <>
            <strong>✓ {t('starfin:workflow:readyForReview', { language })}</strong>
            <Button
              buttonStyle="subtle"
              size="small"
              margin={false}
              onClick={() => post('review', { ready: false })}
            >
              {t('starfin:workflow:withdraw')}
            </Button>
          </>
        ) : (
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            id="action-ready-for-review"
            // Not while a text is missing (empty, or copied and not written): the server refuses
            // the mark then, and the button was offered on an untouched language (walk 52, F12).
            disabled={missing > 0 || unsaved}
            tooltip={
              missing > 0
                ? t('starfin:translationStatus:readyNeedsTexts', { language, count: missing })
                : unsaved
                  ? i18n.t('general:saving')
                  : howSaved
            }
            onClick={() => post('review', { ready: true })}
          >
            {t('starfin:workflow:markReady', { language })}
          </Button>
        )}
      </div>
    )
  }

  const waiting = Object.entries(entry.readyForReview).filter(([locale]) => isContentLocale(locale))
  const failed = entry.failedSchedules ?? []
  // The soonest publish of the language on screen (alone or with all): an editor is told that its
  // latest draft goes then, and warned when a translation is not marked ready (walk 35, F9).
  const scheduled = entry.scheduled?.[0]
  const scheduledLocale = scheduled?.locale ?? code
  if (waiting.length === 0 && failed.length === 0 && !scheduled) return null
  return (
    <>
      {failed.length > 0 && <FailedSchedules failed={failed} />}
      {scheduled && (
        <ScheduledNote
          forEditor
          at={scheduled.at}
          language={languageInAdmin(scheduledLocale, i18n.language)}
          unreviewed={
            scheduledLocale !== defaultContentLocale && !entry.readyForReview[scheduledLocale]
              ? languageInAdmin(scheduledLocale, i18n.language)
              : undefined
          }
        />
      )}
      {waiting.length > 0 && <WaitingForReview waiting={waiting} review={entry.review} />}
    </>
  )
}

/**
 * A publish of the language on screen is scheduled: what the translator saves before its minute
 * goes live with it (walk 35, F9). The minute as the admin writes dates, in the viewer's zone.
 * For an editor (`unreviewed` given or not): the latest draft goes then, and, when `unreviewed`
 * names a translation not marked ready for review, a warning.
 */
function ScheduledNote({
  at,
  language,
  unreviewed,
  forEditor = false,
}: {
  at: string
  language: string
  unreviewed?: string
  forEditor?: boolean
}) {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  const { config } = useConfig()
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  const date = inBrowser ? formatDate({ date: at, i18n, pattern: config.admin.dateFormat }) : ''
  if (!forEditor)
    return (
      <p className="review-controls__scheduled" role="note">
        <time dateTime={at}>{t('starfin:workflow:scheduledLive', { language, date })}</time>
      </p>
    )
  return (
    <div
      className="review-controls review-controls__scheduled"
      role={unreviewed ? 'alert' : 'note'}
    >
      <time dateTime={at}>{t('starfin:workflow:scheduledForEditors', { language, date })}</time>
      {unreviewed && (
        <strong>{t('starfin:workflow:scheduledUnreviewed', { language: unreviewed })}</strong>
      )}
    </div>
  )
}

/** Nothing to subscribe to: whether the page runs in the browser never changes. */
const noChange = () => () => {}

/**
 * Who waits for an editor's review, each language a link to what changed: the version page
 * comparing the latest version with the one visitors read, in that language, changed fields only
 * (it reloaded the same form: walk 35, F21). Without versions, a link to the language.
 */
function WaitingForReview({
  waiting,
  review,
}: {
  waiting: [string, EntryForForm['readyForReview'][ContentLocale]][]
  review?: EntryForForm['review']
}) {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  const {
    config: {
      routes: { admin: adminRoute },
    },
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const compare = (locale: string) => {
    if (!review) return `?locale=${locale}`
    const entity: `/${string}` = globalSlug
      ? `/globals/${globalSlug}`
      : `/collections/${collectionSlug}/${id}`
    const query = new URLSearchParams({
      ...(review.published !== undefined && { versionFrom: String(review.published) }),
      localeCodes: JSON.stringify([locale]),
      modifiedOnly: 'true',
      locale,
    })
    return formatAdminURL({ adminRoute, path: `${entity}/versions/${review.latest}?${query}` })
  }
  return (
    <div className="review-controls review-controls__waiting" role="status">
      <strong>{t('starfin:workflow:waitingForReview')}</strong>
      {waiting.map(([locale, ready]) => (
        <a key={locale} href={compare(locale)} title={ready?.at}>
          {t('starfin:workflow:readyFrom', {
            language: isContentLocale(locale) ? languageInAdmin(locale, i18n.language) : locale,
            name: ready?.by,
          })}
        </a>
      ))}
    </div>
  )
}

/**
 * The scheduled publishes of this entry that failed at their minute, when, and why (walk 30,
 * F11: the event left the upcoming list, and nothing said it had failed).
 */
function FailedSchedules({ failed }: { failed: NonNullable<EntryForForm['failedSchedules']> }) {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  return (
    <div className="review-controls review-controls__failed" role="alert">
      {failed.map(({ locale, at, reason }) => (
        <p key={`${locale ?? 'all'}-${at}`}>
          <strong>
            {t('starfin:editorial:schedule:failed', {
              language: locale
                ? languageInAdmin(locale, i18n.language)
                : t('starfin:editorial:schedule:allLanguages'),
            })}
          </strong>{' '}
          <SinceDate at={at} />
          <span className="review-controls__reason">
            {reason ?? t('starfin:editorial:schedule:failedNow')}
          </span>
        </p>
      ))}
    </div>
  )
}

/**
 * A translator in a language not theirs sees every field greyed: told why, in their admin
 * language, with the way to the same document in the language(s) they translate, and the
 * "Copy to locale" they may make: this language's text into theirs, where theirs is empty
 * (Payload offers its copy to translators on globals only, into every language, most of which
 * the server refuses them).
 */
function ReadOnlyHere({ own, language }: { own: ContentLocale[]; language: string }) {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  const named = (locale: ContentLocale) => languageInAdmin(locale, i18n.language)
  const { code } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { copyDataFromLocale } = useServerFunctions()
  const [copying, setCopying] = useState(false)
  const [copyTo, setCopyTo] = useState<ContentLocale>()
  const { toggleModal } = useModal()
  const copySlug = 'copy-into-own-language'
  const router = useRouter()
  if (own.length === 0) return null
  const copy = async (toLocale: ContentLocale) => {
    setCopying(true)
    try {
      const answer = await copyDataFromLocale({
        collectionSlug,
        docID: id,
        fromLocale: code,
        globalSlug,
        overrideData: false,
        toLocale,
      })
      // A refusal, or nothing to copy: said as it is, not "Copied" (walk 38, F6).
      const refused = (answer?.data as { error?: unknown } | undefined)?.error
      if (typeof refused === 'string') {
        toast.info(refused)
        setCopying(false)
        return
      }
      toast.success(t('starfin:workflow:copied', { from: language, language: named(toLocale) }))
      router.push(`${window.location.pathname}?locale=${toLocale}`)
    } catch (error) {
      // Nothing to copy is information, not a failure (walk 38, F6).
      if ((error as { nothingToCopy?: boolean }).nothingToCopy) toast.info((error as Error).message)
      else toast.error((error as Error).message)
      setCopying(false)
    }
  }
  return (
    <div className="review-controls review-controls__read-only" role="note">
      <span>
        {t('starfin:workflow:readOnlyHere', {
          own: languagesInAdmin(own, i18n.language),
          language,
        })}
      </span>
      {own.map((locale) => (
        <span key={locale} className="review-controls__own">
          <a href={`?locale=${locale}`}>
            {t('starfin:workflow:openOwn', { language: named(locale) })}
          </a>
          <Button
            buttonStyle="subtle"
            size="small"
            margin={false}
            disabled={copying || !(id ?? globalSlug)}
            className="review-controls__copy"
            onClick={() => [setCopyTo(locale), toggleModal(copySlug)]}
          >
            {t('starfin:workflow:copyInto', {
              from: language,
              language: named(locale),
            })}
          </Button>
        </span>
      ))}
      {/* Says first what the copy fills and what it keeps, and after it, that it is done (walk
          35, F15: it went at once and said nothing). */}
      <ConfirmationModal
        modalSlug={copySlug}
        // The button says what it does ("Copy"), not Payload's "Confirm" (s41 readers).
        confirmLabel={i18n.t('general:copy')}
        heading={t('starfin:workflow:copyInto', {
          from: language,
          language: copyTo ? named(copyTo) : '',
        })}
        body={
          copyTo &&
          t('starfin:workflow:copyIntoConfirm', {
            from: language,
            language: named(copyTo),
          })
        }
        onConfirm={() => (copyTo ? copy(copyTo) : undefined)}
      />
    </div>
  )
}
