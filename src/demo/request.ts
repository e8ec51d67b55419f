/** What a launch URL asks the built-in demo server for (the query of /demo/{gameId}). */
import {
  defaultSite,
  isPlayCurrency,
  siteByPrefix,
  siteByTag,
  sites,
  type PlayCurrency,
  type Site,
} from '@/i18n/locales'
import { memberAccountPattern } from '@/lib/constants'
import { isLocalPath } from '@/lib/localPath'
import { sitePath } from '@/lib/site'

export type DemoRequest = {
  /** The site the language belongs to: its texts, number format and game listing. */
  site: Site
  /** The member whose play money this is; null plays with money that is not kept. */
  account: string | null
  /** The play money's currency: the one asked for if a site plays in it, else the site's own. */
  currency: PlayCurrency
  /** Where "back to the game" goes: a path on this site. */
  lobby: string
}

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/** A language as a site prefix (vn), a site's tag (vi-VN, zh-HK) or a content language (zh-TW). */
export function siteOfLanguage(lang: string): Site {
  return (
    siteByPrefix(lang) ??
    siteByTag(lang) ??
    sites.find((site) => site.content === lang) ??
    defaultSite
  )
}

export function demoRequestOf(query: Query, gameId: number): DemoRequest {
  const site = siteOfLanguage(first(query.lang))
  const account = first(query.account)
  const currency = first(query.currency).toUpperCase()
  const lobby = first(query.lobby)
  return {
    site,
    account: memberAccountPattern.test(account) ? account : null,
    currency: isPlayCurrency(currency) ? currency : site.currency,
    // Only a path on this origin, so the back link can never send a player elsewhere.
    lobby: isLocalPath(lobby) ? lobby : sitePath(site, `/detail/${gameId}`),
  }
}
