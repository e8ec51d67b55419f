'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { Labels } from '@/globals/LabelSets/defaults'
import type { ContentLocale, SitePrefix } from '@/i18n/locales'
import { enquiryTypes, type ContactChannel, type EnquiryError } from '@/enquiries/options'

import { WholeWords } from './WholeWords'

type Status =
  | { kind: 'idle' | 'sending' | 'sent' }
  | { kind: 'failed'; message: 'errorServer' | 'errorRateLimited' }

const channelLabel = {
  email: 'channelEmail',
  telegram: 'channelTelegram',
  whatsapp: 'channelWhatsapp',
  wechat: 'channelWechat',
  line: 'channelLine',
  kakaotalk: 'channelKakaotalk',
  zalo: 'channelZalo',
  viber: 'channelViber',
} as const satisfies Record<ContactChannel, keyof Labels['form']>
const typeLabel = {
  integration: 'typeIntegration',
  partnership: 'typePartnership',
  demo: 'typeDemo',
  other: 'typeOther',
} as const
const errorLabel = {
  required: 'errorRequired',
  email: 'errorEmail',
  tooLong: 'errorTooLong',
  tooShort: 'errorTooShort',
  // Only a script meets it: a one-line box keeps no line break, and a pasted tab is turned into
  // a space before sending (below), as browsers do with pasted line breaks.
  oneLine: 'errorRequired',
} as const

/** A one-line box's pasted tabs and other control characters, as spaces. */
const spaced = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')

/**
 * The form's rules, the same schema the server applies. Its code (zod) is fetched when the
 * visitor first reaches the form, not with the page; if it cannot be fetched, the server checks.
 */
const loadRules = () => import('@/enquiries/schema').catch(() => null)

/**
 * The business enquiry form: checked here for comfort and by the server for truth. Its texts are
 * the label set `form` as plain strings (no ICU runtime on the home page), the hint under the
 * handle already filled in with the site's example number. It offers the site's contact channels
 * (Site settings); with e-mail alone, there is nothing to choose and no handle to ask for.
 */
export function EnquiryForm({
  locale,
  site,
  channels,
  submitLabel,
  labels,
}: {
  locale: ContentLocale
  site: SitePrefix
  channels: readonly ContactChannel[]
  submitLabel: string
  labels: Labels['form']
}) {
  const t = (key: keyof Labels['form']) => labels[key]
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [errors, setErrors] = useState<Record<string, EnquiryError>>({})
  const [channel, setChannel] = useState(channels[0] ?? 'email')
  const emailAlone = channels.length === 1 && channels[0] === 'email'
  // One submission at a time, also while the rules are still arriving (before the button disables).
  const submitting = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting.current) return
    submitting.current = true
    try {
      await checkAndSend(event.currentTarget)
    } finally {
      submitting.current = false
    }
  }

  async function checkAndSend(form: HTMLFormElement) {
    const fields = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [
        name,
        name === 'message' || typeof value !== 'string' ? value : spaced(value),
      ]),
    )
    const data = { ...fields, locale, site }
    const rules = await loadRules()
    const checked = rules?.enquiryBody.safeParse(data)
    if (rules && checked && !checked.success) {
      const found = rules.enquiryErrors(checked.error)
      setErrors(found)
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus()
      return
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    const response = await fetch('/api/submitEnquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    }).catch(() => null)
    if (response?.ok) {
      form.reset()
      setStatus({ kind: 'sent' })
      return
    }
    if (response?.status === 400) {
      const body = (await response.json().catch(() => ({}))) as {
        fields?: Record<string, EnquiryError>
      }
      if (body.fields) setErrors(body.fields)
    }
    setStatus({
      kind: 'failed',
      message: response?.status === 429 ? 'errorRateLimited' : 'errorServer',
    })
  }

  if (status.kind === 'sent') {
    return (
      <div className="enquiry enquiry--sent" role="status">
        <p>{t('success')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setStatus({ kind: 'idle' })}
        >
          {t('sendAnother')}
        </button>
      </div>
    )
  }

  const field = (name: string, label: string, input: React.ReactNode, help?: string) => (
    <div className={`field field--${name}`}>
      <label htmlFor={`enquiry-${name}`}>{label}</label>
      {input}
      {help && (
        <p id={`enquiry-${name}-help`} className="field__help">
          <WholeWords text={help} />
        </p>
      )}
      {errors[name] && (
        <p id={`enquiry-${name}-error`} className="field__error">
          {t(errorLabel[errors[name]])}
        </p>
      )}
    </div>
  )
  const describedBy = (name: string, help = false) =>
    [help && `enquiry-${name}-help`, errors[name] && `enquiry-${name}-error`]
      .filter(Boolean)
      .join(' ') || undefined
  const text = (name: string, type = 'text', autoComplete?: string, required = true) => (
    <input
      id={`enquiry-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      aria-invalid={Boolean(errors[name])}
      aria-describedby={describedBy(name)}
    />
  )

  return (
    <form className="enquiry" onSubmit={submit} onFocus={() => void loadRules()} noValidate>
      <p className="enquiry__intro">
        <WholeWords text={t('intro')} />
      </p>
      <div className="enquiry__grid">
        {field('name', t('name'), text('name', 'text', 'name'))}
        {field('company', t('company'), text('company', 'text', 'organization'))}
        {field('email', t('email'), text('email', 'email', 'email'))}
        {field('country', t('country'), text('country', 'text', 'country-name'))}
        {emailAlone ? (
          <input type="hidden" name="channel" value="email" />
        ) : (
          <>
            {field(
              'channel',
              t('channel'),
              <select
                id="enquiry-channel"
                name="channel"
                value={channel}
                onChange={(e) => setChannel(e.target.value as typeof channel)}
              >
                {channels.map((value) => (
                  <option key={value} value={value}>
                    {t(channelLabel[value])}
                  </option>
                ))}
              </select>,
            )}
            {/* E-mail is asked for above: the handle is asked for only on another channel. */}
            {channel !== 'email' &&
              field(
                'handle',
                // Named by the channel chosen (“LINE ID or phone number”): the label set's
                // messages reach the form as plain text, so the one placeholder is filled here.
                t('handle').replace('{channel}', t(channelLabel[channel])),
                <input
                  id="enquiry-handle"
                  name="handle"
                  type="text"
                  required
                  aria-invalid={Boolean(errors.handle)}
                  aria-describedby={describedBy('handle', true)}
                />,
                t('handleHelp'),
              )}
          </>
        )}
        {field(
          'type',
          t('type'),
          <select id="enquiry-type" name="type" defaultValue="integration">
            {enquiryTypes.map((value) => (
              <option key={value} value={value}>
                {t(typeLabel[value])}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'message',
        t('message'),
        <textarea
          id="enquiry-message"
          name="message"
          rows={6}
          required
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', true)}
        />,
        t('messageHelp'),
      )}
      {/* The spam trap: hidden from people and from assistive technology. */}
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor="enquiry-website">{t('trap')}</label>
        <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {status.kind === 'failed' && (
        <p className="enquiry__failed" role="alert">
          {t(status.message)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('sending') : submitLabel}
      </button>
    </form>
  )
}
