'use client'

import { Button, Select, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState, type ChangeEvent } from 'react'

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
  const [locale, setLocale] = useState(initial)
  const [outcome, setOutcome] = useState<Outcome>()
  const fileInput = useRef<HTMLInputElement>(null)
  const api = `${config.serverURL}${config.routes.api}/translations`
  const options = locales.map(({ code, label }) => ({ label: `${label} (${code})`, value: code }))

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
          message: body.error ?? `The upload failed (${response.status}).`,
        })
      setOutcome({ kind: 'done', summary: body })
      router.refresh()
    } catch {
      setOutcome({ kind: 'failed', message: 'The upload failed: the server could not be reached.' })
    }
  }

  return (
    <div className="translation-files">
      <div className="translation-status__control">
        <label className="translation-status__control-label" htmlFor="translation-files-locale">
          Texts file
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
            Download {format.toUpperCase()}
          </Button>
        ))}
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={outcome?.kind === 'busy'}
          onClick={() => fileInput.current?.click()}
        >
          {outcome?.kind === 'busy' ? 'Uploading…' : 'Upload file…'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.csv,.xlf,.xliff,application/json,text/csv,application/x-xliff+xml"
          hidden
          onChange={upload}
        />
      </div>
      <ImportOutcome outcome={outcome} />
    </div>
  )
}

function ImportOutcome({ outcome }: { outcome?: Outcome }) {
  if (!outcome || outcome.kind === 'busy') return null
  if (outcome.kind === 'failed') {
    return (
      <p className="translation-files__outcome translation-files__outcome--failed" role="alert">
        {outcome.message}
      </p>
    )
  }
  const { updated, unchanged, confirmed, notes, errors } = outcome.summary
  return (
    <div
      className={`translation-files__outcome${errors.length ? ' translation-files__outcome--partial' : ''}`}
      role="status"
    >
      <p>
        {updated} {updated === 1 ? 'text' : 'texts'} saved as drafts, {unchanged} unchanged
        {confirmed > 0 && ` (${confirmed} confirmed as still correct)`}
        {notes > 0 && `, ${notes} ${notes === 1 ? 'note' : 'notes'} kept`}
        {errors.length > 0 && `, ${errors.length} not saved`}.
      </p>
      {errors.length > 0 && (
        <ul>
          {errors.slice(0, listedErrors).map(({ key, label, error }) => (
            <li key={key} title={key}>
              {label ?? <code>{key}</code>}: {error}
            </li>
          ))}
          {errors.length > listedErrors && <li>… and {errors.length - listedErrors} more.</li>}
        </ul>
      )}
    </div>
  )
}
