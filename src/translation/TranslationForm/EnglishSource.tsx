'use client'

import { Button, useAuth, useTranslation } from '@payloadcms/ui'

import { defaultContentLocale } from '@/i18n/locales'
import { adminT } from '@/labels/t'
import type { User } from '@/payload-types'
import { writableLocales } from '@/translation/roles'

import { useEntryTranslation } from './useEntryTranslation'
import './index.scss'

/**
 * Under a localised field while another language is edited: the English it translates, read-only,
 * and where the English changed since, what it was and, to whoever may write the language, a
 * "still correct" button (a translator reading another language is told, not offered it: walk 32, F1).
 * A text copied in from another language and not written since is flagged as not translated, with
 * a "keep as it is" button for a text that stays the same (a name kept in English).
 */
export function EnglishSource({ path }: { path: string }) {
  const t = adminT(useTranslation().t)
  const { user } = useAuth<User>()
  const { entry, post } = useEntryTranslation()
  const text = entry?.locale === defaultContentLocale ? undefined : entry?.texts[path]
  if (!text) return null
  const outdated = text.state === 'needs-update'
  const mayConfirm = !!entry && writableLocales(user).includes(entry.locale)
  // Keeping the text as it is, for the English now: "still correct", or a copy kept as it is.
  const confirm = (label: string, help: string) =>
    mayConfirm && (
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        tooltip={help}
        onClick={() => post('confirm', { paths: [text.path] })}
      >
        {label}
      </Button>
    )

  return (
    <div
      className={`english-source${outdated ? ' english-source--outdated' : ''}`}
      data-state={text.state}
      data-field={path}
    >
      {outdated && (
        <div className="english-source__flag" role="status">
          <strong>{t('starfin:workflow:needsUpdate')}</strong>{' '}
          {t('starfin:workflow:englishChanged')}
          <del lang="en" className="english-source__was">
            {text.translatedFrom}
          </del>
          {confirm(t('starfin:workflow:stillCorrect'), t('starfin:workflow:stillCorrectHelp'))}
        </div>
      )}
      {text.copied && (
        <div className="english-source__flag" role="status">
          <strong>{t('starfin:workflow:copiedNotTranslated')}</strong>
          {confirm(t('starfin:workflow:keepCopied'), t('starfin:workflow:keepCopiedHelp'))}
        </div>
      )}
      <span className="english-source__label">{t('starfin:workflow:english')}</span>
      <div lang="en" className="english-source__text">
        {text.english || '—'}
      </div>
      {text.note && (
        <p className="english-source__note">
          <span className="english-source__label">{t('starfin:workflow:note')}</span> {text.note}
        </p>
      )}
    </div>
  )
}
