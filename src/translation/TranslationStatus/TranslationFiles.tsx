'use client'

import { getTranslation } from '@payloadcms/translations'
import { Button, Select, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { Fragment, useRef, useState, type ChangeEvent, type ReactNode } from 'react'

import { adminT, counted, type AdminKey, type AdminT } from '@/labels/t'
import { bracketed, languageInAdmin, listParts } from '@/i18n/languageNames'
import type { ImportSummary } from '@/translation/transfer'

import type { LocaleOption } from './LocaleFilter'

type Outcome =
  { kind: 'busy' } | { kind: 'done'; summary: ImportSummary } | { kind: 'failed'; message: string }

/** Errors beyond these are counted, not listed: one bad file can hold hundreds. */
const listedErrors = 10

/** The upload's content type by its name: JSON, CSV or XLIFF (a CAT tool's .xlf). */
const mediaTypeOf = (name: string) =>
  /\.csv$/i.test(name)
    ? 'text/csv'
    : /\.(xlf|xliff)$/i.test(name)
      ? 'application/x-xliff+xml'
      : 'application/json'

/** Download one language's texts as JSON, CSV or XLIFF, and upload the translated file back as drafts. */
export function TranslationFiles({
  locales,
  initial,
}: {
  locales: LocaleOption[]
  initial: string
}) {
  const { config } = useConfig()
  const router = useRouter()
  const t = adminT(useTranslation().t)
  const [locale, setLocale] = useState(initial)
  const [outcome, setOutcome] = useState<Outcome>()
  const fileInput = useRef<HTMLInputElement>(null)
  const api = `${config.serverURL}${config.routes.api}/translations`
  const options = locales.map(({ code, label }) => ({ label: `${label} · ${code}`, value: code }))

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome({ kind: 'busy' })
    try {
      const response = await fetch(`${api}/import?locale=${locale}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': mediaTypeOf(file.name) },
        body: file,
      })
      const body = (await response.json()) as ImportSummary & { error?: string }
      if (!response.ok)
        return setOutcome({
          kind: 'failed',
          message:
            body.error ?? t('starfin:translationStatus:uploadFailed', { status: response.status }),
        })
      setOutcome({ kind: 'done', summary: body })
      router.refresh()
    } catch {
      setOutcome({ kind: 'failed', message: t('starfin:translationStatus:uploadUnreachable') })
    }
  }

  return (
    <div className="translation-files">
      <div className="translation-status__control">
        <label className="translation-status__control-label" htmlFor="translation-files-locale">
          {t('starfin:translationStatus:textsFile')}
        </label>
        <Select
          className="translation-status__select"
          inputId="translation-files-locale"
          isClearable={false}
          isSearchable={false}
          options={options}
          value={options.find((option) => option.value === locale)}
          onChange={(option) => !Array.isArray(option) && setLocale(String(option.value))}
        />
        {(['json', 'csv', 'xliff'] as const).map((format) => (
          <Button
            key={format}
            el="anchor"
            url={`${api}/export?locale=${locale}&format=${format}`}
            buttonStyle="secondary"
            size="medium"
            margin={false}
          >
            {t('starfin:translationStatus:download', { format: format.toUpperCase() })}
          </Button>
        ))}
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={outcome?.kind === 'busy'}
          onClick={() => fileInput.current?.click()}
        >
          {outcome?.kind === 'busy'
            ? t('starfin:translationStatus:uploading')
            : t('starfin:translationStatus:upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.csv,.xlf,.xliff,application/json,text/csv,application/x-xliff+xml"
          hidden
          onChange={upload}
        />
      </div>
      <ImportOutcome outcome={outcome} t={t} />
    </div>
  )
}

/** A sentence of the admin's with a list of links where its `{{entries}}` go. */
function withEntries(sentence: (entries: string) => string, entries: ReactNode) {
  const [before, after] = sentence('\u0000').split('\u0000')
  return (
    <>
      {before}
      {entries}
      {after}
    </>
  )
}

/** Names joined as the admin's language joins a list, each a link to its entry's form. */
function linkedList(language: string, items: { name: string; href: string }[]) {
  let next = 0
  return listParts(
    language,
    items.map(({ name }) => name),
  ).map((part, index) => {
    if (part.type === 'literal') return <Fragment key={index}>{part.value}</Fragment>
    const { name, href } = items[next++]
    return (
      <a key={index} href={href}>
        {name}
      </a>
    )
  })
}

function ImportOutcome({ outcome, t }: { outcome?: Outcome; t: AdminT }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  if (!outcome || outcome.kind === 'busy') return null
  if (outcome.kind === 'failed') {
    return (
      <p className="translation-files__outcome translation-files__outcome--failed" role="alert">
        {outcome.message}
      </p>
    )
  }
  const { updated, unchanged, confirmed, notes, errors, unlisted, locale, saved, unmarked } =
    outcome.summary
  const nameOf = ({ title }: (typeof saved)[number]) => getTranslation(title, i18n)
  // Each entry saved opens its form in the file's language (walk 52, F9).
  const hrefOf = ({ ref }: (typeof saved)[number]) =>
    `${formatAdminURL({
      adminRoute: config.routes.admin,
      path: 'global' in ref ? `/globals/${ref.global}` : `/collections/${ref.collection}/${ref.id}`,
    })}?locale=${locale}`
  const count = (key: AdminKey, value: number) => counted(t, i18n.language, key, value)
  const notSaved = errors.length + unlisted
  const unchangedText = count('starfin:translationStatus:uploadUnchanged', unchanged)
  const summary = [
    count('starfin:translationStatus:uploadSaved', updated),
    confirmed > 0
      ? bracketed(
          i18n.language,
          unchangedText,
          count('starfin:translationStatus:uploadConfirmed', confirmed),
        )
      : unchangedText,
    ...(notes > 0 ? [count('starfin:translationStatus:uploadNotes', notes)] : []),
    ...(notSaved > 0 ? [count('starfin:translationStatus:uploadNotSaved', notSaved)] : []),
  ]
  return (
    <div
      className={`translation-files__outcome${errors.length ? ' translation-files__outcome--partial' : ''}`}
      role="status"
    >
      <p>{summaryLine(i18n.language, summary)}</p>
      {saved.length > 0 && locale && (
        <p className="translation-files__saved">
          {withEntries(
            (entries) =>
              t('starfin:editorial:importSavedIn', {
                language: languageInAdmin(locale, i18n.language),
                entries,
              }),
            // Each entry with how many of its texts were saved ("Lantern Tide (2 fields)"): a
            // bare "(1)" explained nothing (s41 readers).
            linkedList(
              i18n.language,
              saved.map((entry) => ({
                name: bracketed(
                  i18n.language,
                  nameOf(entry),
                  count('starfin:workflow:textCount', entry.count),
                ),
                href: hrefOf(entry),
              })),
            ),
          )}
        </p>
      )}
      {unmarked?.length > 0 && locale && (
        <p className="translation-files__unmarked">
          {withEntries(
            (entries) =>
              t('starfin:editorial:importUnmarked', {
                language: languageInAdmin(locale, i18n.language),
                entries,
              }),
            linkedList(
              i18n.language,
              saved
                .filter(({ key }) => unmarked.includes(key))
                .map((entry) => ({ name: nameOf(entry), href: hrefOf(entry) })),
            ),
          )}
        </p>
      )}
      {errors.length > 0 && (
        <ul>
          {errors.slice(0, listedErrors).map(({ key, label, error, text }) => (
            <li key={key} title={key}>
              {label ?? <code>{key}</code>}: {error}
              {text && (
                <span className="translation-files__refused">
                  {t('starfin:translationStatus:yourText')} <q>{text}</q>
                </span>
              )}
            </li>
          ))}
          {notSaved > listedErrors && (
            <li>{t('starfin:translationStatus:andMore', { count: notSaved - listedErrors })}</li>
          )}
        </ul>
      )}
    </div>
  )
}

/**
 * An upload's counts in one line: as a sentence in Chinese and Japanese (「…，1,196 段未變更。」,
 * s42 and s43 readers), joined by a dot elsewhere.
 */
function summaryLine(language: string, parts: string[]) {
  if (language === 'ja') return `${parts.join('、')}。`
  if (language.startsWith('zh')) return `${parts.join('，')}。`
  return parts.join(' · ')
}
