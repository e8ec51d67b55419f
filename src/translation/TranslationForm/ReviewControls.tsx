'use client'

import { Button, useAuth, useLocale, useTranslation } from '@payloadcms/ui'

import { hasRole } from '@/access/roles'
import { contentLocaleLabels, defaultContentLocale, isContentLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { adminT } from '@/labels/t'
import { writableLocales } from '@/translation/roles'

import { useEntryTranslation } from './useEntryTranslation'
import './index.scss'

/**
 * Beside Save and Publish. A translator marks the language on screen ready for review (and is told
 * that editors publish); an editor sees which languages wait for review, and from whom.
 */
export function ReviewControls() {
  const t = adminT(useTranslation().t)
  const { user } = useAuth<User>()
  const { code } = useLocale()
  const { entry, post } = useEntryTranslation()
  if (!entry || !isContentLocale(code)) return null
  const language = contentLocaleLabels[code]

  if (hasRole(user, 'translator')) {
    if (code === defaultContentLocale || !writableLocales(user).includes(code)) return null
    const ready = entry.readyForReview[code]
    return (
      <div className="review-controls">
        <span className="review-controls__drafts-only">{t('starfin:workflow:draftsOnly')}</span>
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
            tooltip={t('starfin:workflow:draftsOnly')}
            onClick={() => post('review', { ready: true })}
          >
            {t('starfin:workflow:markReady', { language })}
          </Button>
        )}
      </div>
    )
  }

  const waiting = Object.entries(entry.readyForReview).filter(([locale]) => isContentLocale(locale))
  if (waiting.length === 0) return null
  return (
    <div className="review-controls review-controls__waiting" role="status">
      <strong>{t('starfin:workflow:waitingForReview')}</strong>
      {waiting.map(([locale, ready]) => (
        <a key={locale} href={`?locale=${locale}`} title={ready?.at}>
          {t('starfin:workflow:readyFrom', {
            language: contentLocaleLabels[locale as keyof typeof contentLocaleLabels],
            name: ready?.by,
          })}
        </a>
      ))}
    </div>
  )
}
