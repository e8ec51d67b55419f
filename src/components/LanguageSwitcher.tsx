'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

import { languageNamesFamily } from '@/i18n/fonts'
import { sites, type Site } from '@/i18n/locales'
import { languageCookieLine } from '@/i18n/negotiate'

/**
 * The header's menus (this one and the phone's page menu) as one group of `<details>`: opening
 * one closes the other, which it otherwise overlapped (a Korean reader, at phone width).
 */
export const headerMenus = 'site-header-menu'

/** Remembers the choice the way the original site did, so returning visitors land on it. */
function rememberSite(prefix: string) {
  document.cookie = languageCookieLine(prefix, window.location.protocol === 'https:')
}

/**
 * Fetches the face of the language names (a tiny file per script) as soon as the visitor reaches
 * for the menu, so that its names are drawn in it when it opens. Not before: each face that
 * arrives makes the browser lay out the whole page again, a dozen long tasks on the game list if
 * they all came while it loads. The pages' language chips need nothing of this: the browser
 * fetches their faces itself when it first lays them out, as they are scrolled near.
 */
function loadLanguageNamesFace() {
  void document.fonts
    ?.load(`1em "${languageNamesFamily}"`, sites.map((site) => site.label).join(''))
    .catch(() => {})
}

/**
 * The sites that have this page, by language tag, as the page's hreflang alternates name them
 * (a game's page names only the sites that show the game: `alternatesFor`); null when the page
 * names none. Metadata may arrive after the menu, so this is read when the menu opens and again
 * when a link is used.
 */
function pageAlternates(): Set<string> | null {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')
  return links.length ? new Set([...links].map((link) => link.hreflang)) : null
}

/**
 * The language menu: each site named in its own language, linking to the same page there, or to
 * that site's home page where the page is not there (a game not shown on that site: its page
 * there is a 404).
 */
export function LanguageSwitcher({ current, heading }: { current: Site; heading: string }) {
  const pathname = usePathname() ?? `/${current.prefix}`
  const rest = pathname.split('/').slice(2).join('/')
  const [alternates, setAlternates] = useState<Set<string> | null>(null)
  const hrefOf = (site: Site, shown = alternates) =>
    !rest || !shown || shown.has(site.tag)
      ? `/${site.prefix}${rest ? `/${rest}` : ''}`
      : `/${site.prefix}`

  return (
    <details
      className="language-menu"
      name={headerMenus}
      onToggle={() => setAlternates(pageAlternates())}
    >
      <summary
        aria-label={`${heading}: ${current.label}`}
        onPointerEnter={loadLanguageNamesFace}
        onPointerDown={loadLanguageNamesFace}
        onFocus={loadLanguageNamesFace}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9C8.8 5.3 8.4 6.6 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9c.6-1.2 1-2.5 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span>{current.label}</span>
      </summary>
      <div className="language-menu__panel">
        <h2 className="language-menu__heading">{heading}</h2>
        <ul>
          {sites.map((site) => (
            <li key={site.prefix}>
              <a
                href={hrefOf(site)}
                hrefLang={site.tag}
                lang={site.tag}
                aria-current={site.prefix === current.prefix ? 'true' : undefined}
                onClick={(event) => {
                  rememberSite(site.prefix)
                  const href = hrefOf(site, pageAlternates())
                  event.currentTarget.href =
                    href === `/${site.prefix}`
                      ? href
                      : href + window.location.search + window.location.hash
                }}
              >
                {site.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
