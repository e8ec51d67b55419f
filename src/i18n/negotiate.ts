import {
  adminLanguageOf,
  defaultSite,
  siteByPrefix,
  sites,
  type AdminLanguage,
  type Site,
} from './locales'

/** The language cookie, as the original site named and shaped it. */
export const languageCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const

/** The language cookie's `document.cookie` line for a site; `secure` on an https page. */
export function languageCookieLine(prefix: string, https: boolean) {
  const { name, maxAgeSeconds, path, sameSite } = languageCookie
  return `${name}=${prefix}; max-age=${maxAgeSeconds}; path=${path}; samesite=${sameSite}${https ? '; secure' : ''}`
}

/** Browser languages that pick a site other than by their plain language subtag. */
const byTag: Record<string, string> = {
  'zh-tw': 'hk',
  'zh-hk': 'hk',
  'zh-mo': 'hk',
  'zh-hant': 'hk',
  'en-ph': 'ph',
  fil: 'ph',
  tl: 'ph',
}

const byLanguage: Record<string, string> = {
  ...Object.fromEntries(sites.map((site) => [site.tag.split('-')[0], site.prefix])),
  en: 'en',
  zh: 'cn',
}

/** Parses an Accept-Language header into tags, best first. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

function siteForLanguage(tag: string): Site | undefined {
  const parts = tag.split('-')
  for (let length = parts.length; length >= 1; length--) {
    const prefix = byTag[parts.slice(0, length).join('-')]
    if (prefix) return siteByPrefix(prefix)
  }
  return siteByPrefix(byLanguage[parts[0]])
}

/** The site of a visitor who asked for no prefix: their cookie, else their browser, else English. */
export function negotiateSite(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Site {
  const fromCookie = siteByPrefix(cookie)
  if (fromCookie) return fromCookie
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const site = siteForLanguage(tag)
    if (site) return site
  }
  return defaultSite
}

const spoken = new Set<string>(Object.values(adminLanguageOf))

/**
 * The admin language a browser asks for, of those the admin speaks (`adminLanguageOf`): Chinese
 * of Taiwan, Hong Kong, Macau or in traditional script is `zh-TW`, other Chinese `zh`.
 */
export function negotiateAdminLanguage(
  header: string | null | undefined,
): AdminLanguage | undefined {
  for (const tag of acceptedLanguages(header)) {
    const [language, ...rest] = tag.split('-')
    if (language === 'zh')
      return rest.includes('hant') || ['tw', 'hk', 'mo'].includes(rest[0] ?? '') ? 'zh-TW' : 'zh'
    if (spoken.has(language)) return language as AdminLanguage
  }
  return undefined
}
