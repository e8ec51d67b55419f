import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type NumberFieldSingleValidation,
  type PayloadRequest,
  type RichTextFieldValidation,
  type TextFieldSingleValidation,
} from 'payload'
import { number, text } from 'payload/shared'

import { adminT } from '@/labels/t'
import { motifNames } from '@/art/motifs'
import { defaultContentLocale, isContentLocale } from '@/i18n/locales'
import { parseRowsPerReel, type LayoutMode } from '@/lib/catalogue'
import { isBlank } from '@/lib/blankText'

/**
 * A game's drafts may be saved half-made (autosave keeps what is typed); publishing needs every
 * figure its layout has and the English texts. Each rule sits on the field it is about, so its
 * message shows there, and all of them at once.
 *
 * The form checks itself ('onChange') only once a save or publish was refused, and with the
 * document as a draft: it checks what publishing needs too, or its check would take a refused
 * publish's messages off every field they name.
 */
export const checksPublishing = ({ data, event }: { data: unknown; event?: string }) =>
  event === 'onChange' || (data as { _status?: string } | undefined)?._status === 'published'

const t = (req: PayloadRequest) => adminT(req.t)

type Layout = {
  mode?: LayoutMode | null
  reels?: number | null
  rows?: number | null
  lines?: number | null
  ways?: number | null
  maxRowsPerReel?: string | null
}

/** Which figures a layout mode has. */
export const layoutHas = {
  reels: (mode?: LayoutMode | null) => mode !== 'none',
  rows: (mode?: LayoutMode | null) => mode === 'lines' || mode === 'ways',
  lines: (mode?: LayoutMode | null) => mode === 'lines',
  ways: (mode?: LayoutMode | null) => mode === 'ways' || mode === 'megaways',
  maxRowsPerReel: (mode?: LayoutMode | null) => mode === 'megaways',
}

type Figure = 'reels' | 'rows' | 'lines' | 'ways'

/** A layout figure: required to publish where the mode has it, else within its bounds. */
export const layoutFigure =
  (figure: Figure): NumberFieldSingleValidation =>
  (value, options) => {
    const { siblingData, req } = options
    if (
      value == null &&
      checksPublishing(options) &&
      layoutHas[figure]((siblingData as Layout).mode)
    )
      return t(req)(`starfin:validation:${figure}`)
    return number(value, { ...options, required: false })
  }

/** The ways count agrees with the rows: rows^reels, or the product of the maximum rows per reel. */
export const waysCount: NumberFieldSingleValidation = (value, options) => {
  const figure = layoutFigure('ways')(value, options)
  if (figure !== true || value == null) return figure
  const { reels, rows, mode } = options.siblingData as Layout
  if (mode === 'ways' && reels && rows && rows ** reels !== value)
    return t(options.req)('starfin:validation:waysOfRows', {
      reels,
      rows,
      product: rows ** reels,
      ways: value,
    })
  return true
}

export const maxRowsPerReel: TextFieldSingleValidation = (value, options) => {
  const { siblingData, req } = options
  const { mode, reels, ways } = siblingData as Layout
  if (!layoutHas.maxRowsPerReel(mode)) return true
  if (!value)
    return checksPublishing(options) ? t(req)('starfin:validation:rowsPerReel', { reels }) : true
  const perReel = parseRowsPerReel(value)
  if (!perReel || (reels && perReel.length !== reels))
    return t(req)('starfin:validation:rowsPerReel', { reels: reels ?? '?' })
  const product = perReel.reduce((a, b) => a * b, 1)
  return ways && product !== ways
    ? t(req)('starfin:validation:waysOfRowsPerReel', { product, ways })
    : true
}

/** The maximum multiplier's value, when it has one. */
export const multiplierValue: NumberFieldSingleValidation = (value, options) => {
  const { siblingData, req } = options
  if (
    value == null &&
    checksPublishing(options) &&
    (siblingData as { kind?: string }).kind === 'value'
  )
    return t(req)('starfin:validation:multiplier')
  return number(value, { ...options, required: false })
}

/**
 * A text every game has in English, and every language it publishes; a translator's draft in
 * another language may still lack it.
 */
export const englishText: TextFieldSingleValidation = (value, options) => {
  const required = options.req.locale === defaultContentLocale || checksPublishing(options)
  if (required && !value?.trim()) return options.req.t('validation:required')
  return text(value, { ...options, required: false })
}

/** The English description, before the game goes out. */
export const englishDescription: RichTextFieldValidation = (value, options) =>
  checksPublishing(options) &&
  options.req.locale === defaultContentLocale &&
  isBlank('richText', value)
    ? t(options.req)('starfin:validation:required')
    : true

/**
 * A game id another game already has. The database's unique index refused it on its own, and the
 * admin showed the field's key in the toast and nothing on the field (the form's next check found
 * no fault there), while the tabs lit up with what publishing needs (walk 34, F7). Checked on the
 * field, for a draft and a publish alike and in every form check, naming the other game by its
 * title in the content language on screen (English where it has none).
 */
export const freeGameId: NumberFieldSingleValidation = async (value, options) => {
  const checked = number(value, options)
  const { req, id } = options
  if (checked !== true || typeof value !== 'number' || typeof req.payload?.find !== 'function')
    return checked
  const locale = req.locale && isContentLocale(req.locale) ? req.locale : defaultContentLocale
  const { docs } = await req.payload.find({
    collection: 'games',
    where: {
      and: [{ gameId: { equals: value } }, ...(id == null ? [] : [{ id: { not_equals: id } }])],
    },
    draft: true,
    locale,
    fallbackLocale: defaultContentLocale,
    select: { title: true },
    depth: 0,
    limit: 1,
  })
  const other = docs[0]
  if (!other) return true
  return t(req)('starfin:validation:gameIdTaken', { gameId: value, title: other.title ?? '' })
}

export const hexColor: TextFieldSingleValidation = (value, { req }) =>
  !value || /^#[0-9a-f]{6}$/i.test(value) || t(req)('starfin:validation:hexColor')

export const knownMotif: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  motifNames.includes(value) ||
  t(req)('starfin:validation:motif', { motifs: motifNames.join(', ') })

/** What the biggest ordinary fish pays ("Fish pay 2× to N× the bet"): whole stakes. */
export const topFishPay: NumberFieldSingleValidation = (value, options) =>
  value != null && !Number.isInteger(value)
    ? t(options.req)('starfin:validation:wholeNumber')
    : number(value, { ...options, required: false })

type FishingFields = {
  kind?: string | null
  topFishPay?: number | null
  shotNames?: Record<string, string | null | undefined> | null
}

/**
 * A fishing game's own figure and names (the biggest fish's pay, the special shots' names) on a
 * game of another kind: the form hides them there, and Payload validates no field its form hides,
 * so the API stored them (`shotNames` and a `topFishPay` on a slot). Refused with a 400 naming the
 * field, nothing stored; a value already stored passes, so a game that stops being a fishing game
 * still saves with the values the form hides.
 */
export const fishingFieldsOnFishingGames: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
}) => {
  const next = data as FishingFields
  const stored = (originalDoc ?? {}) as FishingFields
  if ((next.kind ?? stored.kind) === 'fish') return data
  const changed = (value: unknown, before: unknown) =>
    value != null && value !== '' && value !== before
  const paths = [
    ...(changed(next.topFishPay, stored.topFishPay) ? ['topFishPay'] : []),
    ...Object.entries(next.shotNames ?? {})
      .filter(([shot, value]) => changed(value, stored.shotNames?.[shot]))
      .map(([shot]) => `shotNames.${shot}`),
  ]
  if (!paths.length) return data
  const message = t(req)('starfin:validation:fishingOnly')
  throw new ValidationError(
    { collection: 'games', errors: paths.map((path) => ({ path, message })), req },
    req.t,
  )
}

/**
 * A new game is made in English, the language every other is translated from: a create in
 * another language (the admin's "Create New" opened while the language menu said ไทย, or the API
 * with `?locale=th-TH`) would store its title as that language's and none in English, and the
 * game would be headed by its number alone, listed as work for translators with nothing to
 * translate from (walk 31, F1). Refused with a 400 on the title, nothing stored. A duplicate
 * carries the English of the game it copies, so it may be made from any language.
 */
export const createdInEnglish: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  // A duplicate's original, read in the request's language (Payload takes its id off), carries
  // its English title.
  if (
    operation !== 'create' ||
    (originalDoc as { englishTitle?: unknown } | undefined)?.englishTitle
  )
    return data
  const locale = req.locale
  if (!locale || !isContentLocale(locale) || locale === defaultContentLocale) return data
  throw new ValidationError(
    {
      collection: 'games',
      errors: [{ path: 'title', message: t(req)('starfin:validation:createInEnglish') }],
      req,
    },
    req.t,
  )
}
