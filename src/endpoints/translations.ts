import type { Endpoint, PayloadRequest } from 'payload'

import { contentLocales, isContentLocale, type ContentLocale } from '@/i18n/locales'
import {
  exchangeFile,
  exchangeMediaTypes,
  exchangeFormats,
  isExchangeFormat,
  parseExchangeFile,
  type ExchangeFormat,
} from '@/translation/exchange'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { exportRows, importTexts } from '@/translation/transfer'

import { fail, guarded, json } from './lib/http'

/** One language's texts with the English beside them come to well under a megabyte. */
const maxFileBytes = 5 * 1024 * 1024

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response }

function localeOf(req: PayloadRequest): Checked<ContentLocale> {
  const locale = req.searchParams.get('locale')
  if (isContentLocale(locale)) return { ok: true, value: locale }
  return { ok: false, response: fail(400, `Give ?locale= as one of ${contentLocales.join(', ')}.`) }
}

/** The uploaded file, as JSON or CSV by its content type. */
async function readFile(
  request: Request,
): Promise<Checked<{ format: ExchangeFormat; body: string }>> {
  const type = request.headers.get('content-type') ?? ''
  const format = exchangeFormats.find((candidate) =>
    type.toLowerCase().startsWith(exchangeMediaTypes[candidate]),
  )
  if (!format)
    return { ok: false, response: fail(415, 'Send the file as application/json or text/csv.') }
  const tooLarge = () => ({
    ok: false as const,
    response: fail(413, `The file must not exceed ${maxFileBytes} bytes.`),
  })
  if (Number(request.headers.get('content-length') ?? 0) > maxFileBytes) return tooLarge()
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > maxFileBytes) return tooLarge()
  try {
    return {
      ok: true,
      value: { format, body: new TextDecoder('utf-8', { fatal: true }).decode(bytes) },
    }
  } catch {
    return { ok: false, response: fail(400, 'The file is not valid UTF-8.') }
  }
}

const logFailure = (req: PayloadRequest, what: string) => (error: unknown) =>
  req.payload.logger.error({ err: error }, `${what} failed`)

/**
 * GET /api/translations/export?locale=th-TH&format=json|csv: every text of the games and the
 * translated globals in that language, with the English beside it, as a file to download.
 */
const exportTranslations: Endpoint = {
  path: '/translations/export',
  method: 'get',
  handler: (req) =>
    guarded(
      async () => {
        if (!req.user) return fail(401, 'Log in to export texts.')
        if (!isTranslationStaff(req.user))
          return fail(403, 'Only editors and translators export texts.')
        const locale = localeOf(req)
        if (!locale.ok) return locale.response
        const format = req.searchParams.get('format') ?? 'json'
        if (!isExchangeFormat(format))
          return fail(400, `Give ?format= as one of ${exchangeFormats.join(', ')}.`)

        const rows = await exportRows({ payload: req.payload, user: req.user }, locale.value)
        return new Response(exchangeFile(format, locale.value, rows), {
          headers: {
            'content-type': `${exchangeMediaTypes[format]}; charset=utf-8`,
            'content-disposition': `attachment; filename="starfin-texts-${locale.value}.${format}"`,
            'cache-control': 'no-store',
          },
        })
      },
      logFailure(req, 'translations export'),
    ),
}

/**
 * POST /api/translations/import?locale=th-TH with an exported file (JSON or CSV): saves that
 * language's texts as drafts with the user's rights and answers {updated, unchanged, errors}.
 */
const importTranslations: Endpoint = {
  path: '/translations/import',
  method: 'post',
  handler: (req) =>
    guarded(
      async () => {
        if (!req.user) return fail(401, 'Log in to import texts.')
        const locale = localeOf(req)
        if (!locale.ok) return locale.response
        if (!writableLocales(req.user).includes(locale.value))
          return fail(403, `You may not edit the ${locale.value} texts.`)

        const file = await readFile(req as Request)
        if (!file.ok) return file.response
        const parsed = parseExchangeFile(file.value.format, locale.value, file.value.body)
        if (!parsed.ok) return fail(400, parsed.error)

        return json(
          await importTexts({ payload: req.payload, user: req.user }, locale.value, parsed.texts),
        )
      },
      logFailure(req, 'translations import'),
    ),
}

export const translationEndpoints: Endpoint[] = [exportTranslations, importTranslations]
