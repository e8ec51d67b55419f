import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'

import { contentType, registeredContent, type ContentType } from '@/content/registry'
import { contentLocales, isContentLocale, type ContentLocale } from '@/i18n/locales'
import {
  exchangeExtensions,
  exchangeChunks,
  exchangeMediaTypes,
  exchangeFormats,
  isExchangeFormat,
  importProblemMessage,
  readExchangeFile,
  type ExchangeFormat,
  type ImportProblem,
} from '@/translation/exchange'
import { isValidId } from '@/lib/requestErrors'
import type { EntryRef } from '@/translation/entries'
import {
  confirmTranslations,
  entryForForm,
  markReadyForReview,
  notYoursToEdit,
  readyNeedsTexts,
} from '@/translation/form'
import { readPublicationStates } from '@/translation/publication'
import { languagesARestoreChanges } from '@/translation/restoreChanges'
import { countShownVersions, readPublishedTimes } from '@/translation/versions'
import { isTranslationStaff, writableLocales } from '@/translation/roles'
import { translationFileTurns } from '@/translation/fileTurns'
import { exportRowBatches, exportWords, importTexts } from '@/translation/transfer'

import { fail, guarded, json, readBytes, readJson } from './lib/http'

import { endpointPaths, type TranslationsCall } from './paths'

/**
 * One language's texts with the English beside them come to well under a megabyte; an upload is
 * not read past this.
 */
const maxFileBytes = 5 * 1024 * 1024

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response }

function localeOf(req: PayloadRequest): Checked<ContentLocale> {
  const locale = req.searchParams.get('locale')
  if (isContentLocale(locale)) return { ok: true, value: locale }
  return { ok: false, response: fail(400, `Give ?locale= as one of ${contentLocales.join(', ')}.`) }
}

/** `?collection=games&id=5` or `?global=label-sets`: the entry a form shows. */
function entryRefOf(req: PayloadRequest): Checked<EntryRef> {
  const types = registeredContent(req.payload)
  const global = req.searchParams.get('global')
  if (contentType(types, 'global', global)) return { ok: true, value: { global: global! } }
  const collection = req.searchParams.get('collection')
  const id = req.searchParams.get('id')
  if (contentType(types, 'collection', collection) && id) {
    // Only an id as the database stores it is passed on: `0x10` or ` 1` is not game 16 or 1.
    if (!/^\d{1,20}$/.test(id))
      return { ok: false, response: fail(400, 'Give &id= as a whole number.') }
    if (!isValidId(id)) return { ok: false, response: fail(404, 'No such document.') }
    return { ok: true, value: { collection: collection!, id } }
  }
  const names = (kind: ContentType['kind']) =>
    types.filter((type) => type.kind === kind).map(({ slug }) => slug)
  return {
    ok: false,
    response: fail(
      400,
      `Give ?collection= (one of ${names('collection').join(', ')}) and &id=, or ?global= (one of ${names('global').join(', ')}).`,
    ),
  }
}

/** The user, the language and the entry of a request on one language of one entry. */
function entryRequest(req: PayloadRequest, write: boolean) {
  if (!req.user) return { ok: false as const, response: fail(401, 'Log in first.') }
  if (!isTranslationStaff(req.user))
    return { ok: false as const, response: fail(403, 'Only editors and translators do this.') }
  const locale = localeOf(req)
  if (!locale.ok) return locale
  // A translator's form asks only of their own languages; whoever asks of another is told so in
  // their admin language, the language named as the admin names it.
  if (write && !writableLocales(req.user).includes(locale.value))
    return {
      ok: false as const,
      response: fail(403, notYoursToEdit(req, locale.value), { code: 'notYours' }),
    }
  const ref = entryRefOf(req)
  if (!ref.ok) return ref
  return {
    ok: true as const,
    reader: { payload: req.payload, user: req.user, req },
    locale: locale.value,
    ref: ref.value,
  }
}

type EntryRequest = Extract<ReturnType<typeof entryRequest>, { ok: true }>

/** `/api/translations/{name}`: a database outage answers 503, any other failure is logged and answers 500. */
const translationsEndpoint = (
  name: TranslationsCall,
  method: 'get' | 'post',
  handle: (req: PayloadRequest) => Promise<Response>,
): Endpoint => ({
  path: `${endpointPaths.translations}/${name}`,
  method,
  handler: (req) =>
    guarded(
      () => handle(req),
      (error) => req.payload.logger.error({ err: error }, `translations ${name} failed`),
    ),
})

/** An endpoint on one language of one entry, for the staff who may read it (or write it). */
const entryEndpoint = (
  name: TranslationsCall,
  { write }: { write: boolean },
  handle: (request: EntryRequest, req: PayloadRequest) => Promise<Response>,
): Endpoint =>
  translationsEndpoint(name, write ? 'post' : 'get', async (req) => {
    const request = entryRequest(req, write)
    if (!request.ok) return request.response
    return handle(request, req).catch((error: unknown) => {
      if (isMissingOrHidden(error)) return fail(404, 'No such document.')
      throw error
    })
  })

/**
 * A document that does not exist, or that the user may not read: either way, for this user, no
 * such document. Told by the status as well as the class: an error of another bundle's copy of
 * Payload's classes is not an instance of this one's.
 */
const isMissingOrHidden = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof Forbidden ||
  [403, 404].includes((error as { status?: unknown } | null)?.status as number)

/**
 * GET /api/translations/entry?locale=th-TH&collection=games&id=5 (or &global=label-sets): each
 * localised text's English and freshness in that language, and who waits for review.
 */
const entryTranslations = entryEndpoint('entry', { write: false }, async (request) =>
  json(await entryForForm(request.reader, request.ref, request.locale)),
)

/**
 * POST /api/translations/confirm?locale=…&collection=games&id=… {paths?: string[]}: the named
 * translations (or all that need update) are still correct for the English as it is now.
 */
const confirmEntryTranslations = entryEndpoint('confirm', { write: true }, async (request, req) => {
  const body = await readJson(req as Request, 64 * 1024)
  if (!body.ok) return body.response
  const paths = (body.value as { paths?: unknown }).paths
  if (paths !== undefined && !(Array.isArray(paths) && paths.every((p) => typeof p === 'string')))
    return fail(400, 'Give paths as a list of text paths, or leave it out.')
  const confirmed = await confirmTranslations(request.reader, request.ref, request.locale, paths)
  return json({ confirmed })
})

/**
 * POST /api/translations/review?locale=…&collection=games&id=… {ready: boolean}: marks that
 * language of the entry ready for an editor's review, or takes the mark off.
 */
const reviewEntryTranslations = entryEndpoint('review', { write: true }, async (request, req) => {
  const body = await readJson(req as Request, 1024)
  if (!body.ok) return body.response
  const ready = (body.value as { ready?: unknown }).ready
  if (typeof ready !== 'boolean') return fail(400, 'Give ready as true or false.')
  // A language is ready for review only once every text of it is written (a failed save leaves
  // them missing): the editors' queue never waits on a language that has nothing to read yet.
  if (ready) {
    const entry = await entryForForm(request.reader, request.ref, request.locale)
    const missing = Object.values(entry.texts).filter((text) => text.state === 'missing').length
    if (missing > 0)
      return fail(409, readyNeedsTexts(req, request.locale, missing), {
        code: 'textsMissing',
        missing,
      })
  }
  await markReadyForReview(request.reader, request.ref, request.locale, ready)
  return json(await entryForForm(request.reader, request.ref, request.locale))
})

/**
 * GET /api/translations/publication?collection=games&id=5 (or ?global=label-sets): each language's
 * publication state (published, changed, ready, draft; see translation/publication), the one state
 * the document's header, the list and the translation status show; and when each language visitors
 * read was published (`publishedAt`, translation/versions), which the header shows; and how many
 * versions the versions list shows (`versionCount`), the count on its tab.
 */
const publication = translationsEndpoint('publication', 'get', async (req) => {
  if (!req.user) return fail(401, 'Log in first.')
  if (!isTranslationStaff(req.user)) return fail(403, 'Only editors and translators do this.')
  const ref = entryRefOf(req)
  if (!ref.ok) return ref.response
  const states = await readPublicationStates(
    { payload: req.payload, user: req.user },
    ref.value,
  ).catch((error: unknown) => {
    if (isMissingOrHidden(error)) return null
    throw error
  })
  if (!states) return fail(404, 'No such document.')
  // Read with the user's own access to the versions: none for whoever may not read them.
  const [publishedAt, versionCount] = await Promise.all([
    readPublishedTimes(req, ref.value).catch(() => ({})),
    countShownVersions(req, ref.value).catch(() => undefined),
  ])
  return json({ states, publishedAt, versionCount })
})

/**
 * GET /api/translations/restore?collection=games&id=5&version=12 (or ?global=label-sets&version=12):
 * the languages whose drafts a restore of that version would change (`changed`), which the
 * restore's confirmation names. A restore writes every language of the version at once.
 */
const restoreChanges = translationsEndpoint('restore', 'get', async (req) => {
  if (!req.user) return fail(401, 'Log in first.')
  if (!isTranslationStaff(req.user)) return fail(403, 'Only editors and translators do this.')
  const ref = entryRefOf(req)
  if (!ref.ok) return ref.response
  const version = req.searchParams.get('version') ?? ''
  if (!/^[1-9]\d{0,15}$/.test(version)) return fail(400, 'Give &version= as a whole number.')
  const account = accountOf(req.user)
  if (restoreLookUps.has(account))
    return fail(
      429,
      'Your last look-up of a restore is still running; ask again in a moment.',
      undefined,
      { 'retry-after': '2' },
    )
  restoreLookUps.add(account)
  try {
    const changed = await languagesARestoreChanges(req, ref.value, Number(version)).catch(
      (error: unknown) => {
        if (isMissingOrHidden(error)) return undefined
        throw error
      },
    )
    if (!changed) return fail(404, 'No such version of this document.')
    return json({ changed })
  } finally {
    restoreLookUps.delete(account)
  }
})

/**
 * The accounts with a restore look-up running: one at a time each. It reads the document and the
 * version in every language (22 reads, about a second on a busy server), and one translator's
 * ten at once had held every visitor's `/en` (round 50, F3); the admin asks one per dialog.
 */
const restoreLookUps = new Set<string>()

/** JSON, CSV or XLIFF by the upload's content type (XLIFF also as any XML type). */
const formatOfMediaType = (type: string): ExchangeFormat | undefined => {
  const mediaType = type.toLowerCase().split(';')[0].trim()
  if (/[+/]xml$|xliff/.test(mediaType)) return 'xliff'
  return exchangeFormats.find((candidate) => mediaType === exchangeMediaTypes[candidate])
}

/**
 * A refused upload, in the uploader's admin language (a translator reads it under the upload
 * button), with its code for programs.
 */
const refused = (req: PayloadRequest, status: number, problem: ImportProblem) =>
  fail(status, importProblemMessage(problem, req.i18n), { code: problem.code })

/** The uploaded file, as JSON, CSV or XLIFF by its content type. */
async function readFile(
  req: PayloadRequest,
): Promise<Checked<{ format: ExchangeFormat; body: string }>> {
  const type = req.headers.get('content-type') ?? ''
  const format = formatOfMediaType(type)
  if (!format) return { ok: false, response: refused(req, 415, { code: 'mediaType' }) }
  const bytes = await readBytes(req as Request, maxFileBytes)
  if (!bytes)
    return {
      ok: false,
      response: refused(req, 413, { code: 'tooLarge', megabytes: maxFileBytes / 1024 / 1024 }),
    }
  try {
    return {
      ok: true,
      value: { format, body: new TextDecoder('utf-8', { fatal: true }).decode(bytes) },
    }
  } catch {
    return { ok: false, response: refused(req, 400, { code: 'notUtf8' }) }
  }
}

/** About this many characters of a file go out at a time: few writes, and never the whole file in one string. */
const streamedPieceLength = 64 * 1024

/** Pieces of text as a byte stream, made as the client reads them; `ended` once done or given up. */
function streamed(pieces: AsyncIterator<string>, ended: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      let piece = ''
      try {
        for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
          piece += next.value
          if (piece.length >= streamedPieceLength) break
        }
      } catch (error) {
        ended()
        throw error
      }
      if (piece) controller.enqueue(encoder.encode(piece))
      else {
        ended()
        controller.close()
      }
    },
    cancel() {
      ended()
      void pieces.return?.()
    },
  })
}

/** Whose turn a file is: one account's sessions and API keys alike. */
const accountOf = (user: { collection?: string; id: unknown }) => `${user.collection}:${user.id}`

/** Another file is in the works: asked again in a moment, in the asker's admin language. */
const busy = (req: PayloadRequest) =>
  fail(
    429,
    importProblemMessage({ code: 'busy' }, req.i18n),
    { code: 'busy' },
    { 'retry-after': '5' },
  )

/**
 * GET /api/translations/export?locale=th-TH&format=json|csv|xliff: every text of the registered
 * collections and globals in that language, with the English beside it and its state, as a file
 * to download, sent as it is written.
 */
const exportTranslations = translationsEndpoint('export', 'get', async (req) => {
  if (!req.user) return fail(401, 'Log in to export texts.')
  if (!isTranslationStaff(req.user)) return fail(403, 'Only editors and translators export texts.')
  const locale = localeOf(req)
  if (!locale.ok) return locale.response
  const format = req.searchParams.get('format') ?? 'json'
  if (!isExchangeFormat(format))
    return fail(400, `Give ?format= as one of ${exchangeFormats.join(', ')}.`)

  // One file at a time (`fileTurns.ts`): the turn ends with the download.
  const turn = await translationFileTurns().take(accountOf(req.user))
  if (turn === 'busy') return busy(req)
  // The notes a CAT tool shows beside each text are in the exporting account's admin language.
  const rows = exportRowBatches(
    { payload: req.payload, user: req.user },
    locale.value,
    undefined,
    req.i18n,
  )
  const chunks = exchangeChunks(format, locale.value, rows, exportWords(req.i18n))
  return new Response(streamed(chunks, turn.end), {
    headers: {
      'content-type': `${exchangeMediaTypes[format]}; charset=utf-8`,
      'content-disposition': `attachment; filename="starfin-texts-${locale.value}.${exchangeExtensions[format]}"`,
      'cache-control': 'no-store',
    },
  })
})

/**
 * POST /api/translations/import?locale=th-TH with an exported file (JSON, CSV or XLIFF): saves
 * that language's texts as drafts with the user's rights and answers
 * {updated, unchanged, confirmed, notes, errors}.
 */
const importTranslations = translationsEndpoint('import', 'post', async (req) => {
  if (!req.user) return fail(401, 'Log in to import texts.')
  const locale = localeOf(req)
  if (!locale.ok) return locale.response
  if (!writableLocales(req.user).includes(locale.value))
    return refused(req, 403, { code: 'notYours', locale: locale.value })

  const file = await readFile(req)
  if (!file.ok) return file.response
  const turn = await translationFileTurns().take(accountOf(req.user))
  if (turn === 'busy') return busy(req)
  try {
    const parsed = await readExchangeFile(file.value.format, locale.value, file.value.body)
    if (!parsed.ok) return refused(req, 400, parsed.problem)
    return json(
      await importTexts({ payload: req.payload, user: req.user, req }, locale.value, parsed.texts),
    )
  } finally {
    turn.end()
  }
})

export const translationEndpoints: Endpoint[] = [
  exportTranslations,
  importTranslations,
  entryTranslations,
  confirmEntryTranslations,
  reviewEntryTranslations,
  publication,
  restoreChanges,
]
