/**
 * The part of schema.org the site's JSON-LD uses, written down so tests check it without the
 * network: each type's properties with the types schema.org allows for their values, and which
 * properties the site promises. Any schema.org property may hold one value or a list.
 */

/** `Language`: a BCP 47 tag as text. */
type ValueType =
  'Text' | 'URL' | 'Date' | 'Language' | 'ImageObject' | 'Organization' | 'Person' | 'Thing'

type TypeSpec = { properties: Record<string, ValueType[]>; required: string[] }

const creativeWork: Record<string, ValueType[]> = {
  name: ['Text'],
  description: ['Text'],
  url: ['URL'],
  image: ['ImageObject', 'URL'],
  genre: ['Text', 'URL'],
  // schema.org: a Language, or Text holding an IETF BCP 47 tag; the site gives the tag.
  inLanguage: ['Language'],
  publisher: ['Organization', 'Person'],
}

export const schemaOrgTypes: Record<string, TypeSpec> = {
  // VideoGame: a Game and a SoftwareApplication.
  VideoGame: {
    properties: {
      ...creativeWork,
      gamePlatform: ['Text', 'URL', 'Thing'],
      applicationCategory: ['Text', 'URL'],
    },
    required: ['name', 'description', 'genre', 'image', 'publisher', 'inLanguage', 'gamePlatform'],
  },
  Organization: {
    properties: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      logo: ['ImageObject', 'URL'],
      email: ['Text'],
      foundingDate: ['Date'],
      sameAs: ['URL'],
    },
    required: ['name', 'url'],
  },
}

const isUrl = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)
const isLanguageTag = (value: unknown) => {
  if (typeof value !== 'string') return false
  try {
    // Well-formed, canonical ("in" is an old alias of "id") and a language that exists ("jp" is none).
    const known = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(
      value.split('-')[0],
    )
    return Intl.getCanonicalLocales(value)[0] === value && known !== undefined
  } catch {
    return false
  }
}

function fits(value: unknown, type: ValueType, path: string, problems: string[]): boolean {
  switch (type) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== ''
    case 'URL':
      return isUrl(value)
    case 'Date':
      return typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)
    case 'Language':
      return isLanguageTag(value)
    default: {
      if (
        typeof value !== 'object' ||
        value === null ||
        (value as { '@type'?: unknown })['@type'] !== type
      )
        return false
      if (type in schemaOrgTypes)
        problems.push(...validateThing(value as Record<string, unknown>, path, false))
      return true
    }
  }
}

function validateThing(thing: Record<string, unknown>, path: string, top: boolean): string[] {
  const problems: string[] = []
  const spec = schemaOrgTypes[String(thing['@type'])]
  if (!spec) return [`${path}: unknown @type ${String(thing['@type'])}`]
  if (top && thing['@context'] !== 'https://schema.org')
    problems.push(`${path}: @context is not https://schema.org`)
  for (const name of spec.required)
    if (!(name in thing)) problems.push(`${path}: ${thing['@type']} lacks ${name}`)
  for (const [name, value] of Object.entries(thing)) {
    if (name.startsWith('@')) continue
    const allowed = spec.properties[name]
    if (!allowed) {
      problems.push(`${path}.${name}: not a property of ${thing['@type']}`)
      continue
    }
    const values = Array.isArray(value) ? value : [value]
    if (values.length === 0) problems.push(`${path}.${name}: empty list`)
    values.forEach((item, i) => {
      const at = Array.isArray(value) ? `${path}.${name}[${i}]` : `${path}.${name}`
      if (!allowed.some((type) => fits(item, type, at, problems)))
        problems.push(`${at}: ${JSON.stringify(item)} is not ${allowed.join(' or ')}`)
    })
  }
  return problems
}

/** What is wrong with a JSON-LD object, by schema.org's types; empty when it is valid. */
export const schemaOrgProblems = (data: unknown): string[] =>
  typeof data === 'object' && data !== null
    ? validateThing(data as Record<string, unknown>, '$', true)
    : ['$: not an object']

/** The JSON-LD objects of an HTML page. */
export const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]),
  )
