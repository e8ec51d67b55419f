/**
 * Translation files are written as the entries are read, a batch of documents at a time, so the
 * server never holds a whole catalogue's texts; the file is the same, byte for byte, as one
 * written from every entry read at once.
 */
import { initI18n } from '@payloadcms/translations'
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ContentLocale } from '@/i18n/locales'
import { exchangeChunks, exchangeFile, exchangeFormats } from '@/translation/exchange'
import { readTranslationEntries } from '@/translation/freshness'
import { exportRowBatches, exportRowsOf, exportWords } from '@/translation/transfer'

import { serverURL, staff, testPayload, type StaffLogin } from './helpers'

describe('a translation export', () => {
  let translator: StaffLogin
  beforeAll(async () => {
    translator = await staff('translator', ['th-TH'])
  })

  it('is written a batch of entries at a time, byte for byte as from all of them at once', async () => {
    const payload = await testPayload()
    const user = {
      ...(await payload.findByID({ collection: 'users', id: translator.id, overrideAccess: true })),
      collection: 'users',
    } as TypedUser
    const reader = { payload, user }
    const { entries, states, converter } = await readTranslationEntries(reader)
    expect(entries.length).toBeGreaterThan(80)
    for (const locale of ['th-TH', 'en-US'] as ContentLocale[])
      for (const format of exchangeFormats) {
        const whole = exchangeFile(format, locale, exportRowsOf(entries, states, converter, locale))
        let batches = 0
        let written = ''
        const counted = async function* () {
          for await (const batch of exportRowBatches(reader, locale, 7)) {
            batches++
            yield batch
          }
        }
        for await (const chunk of exchangeChunks(format, locale, counted())) written += chunk
        expect(batches, `${locale} ${format}`).toBeGreaterThan(entries.length / 7)
        expect(written, `${locale} ${format}`).toBe(whole)

        // The server names each text and writes its notes in the account's admin language
        // (English here, by the admin's language cookie): the same file, from the same words.
        const english = await initI18n({
          config: payload.config.i18n,
          context: 'api',
          language: 'en',
        })
        const rows = exportRowsOf(entries, states, converter, locale, english)
        let served = ''
        for await (const chunk of exchangeChunks(
          format,
          locale,
          (async function* () {
            yield rows
          })(),
          exportWords(english),
        ))
          served += chunk
        const response = await fetch(
          `${serverURL}/api/translations/export?locale=${locale}&format=${format}`,
          { headers: { ...translator.headers, cookie: 'payload-lng=en' } },
        )
        expect(response.status).toBe(200)
        expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(served)), format).toBe(
          true,
        )
      }
  })
})
