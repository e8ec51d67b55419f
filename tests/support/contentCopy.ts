/** Every text one language's writers wrote in the content files, by where it is written. */
import type { ContentLocale } from '@/i18n/locales'
import {
  loadGames,
  loadGlossaries,
  loadHome,
  loadLabels,
  loadSite,
  loadTerms,
} from '@/seed/content/load'

export function copyOf(locale: ContentLocale): [where: string, text: string][] {
  const home = loadHome()[locale]
  // The claims' values (70+, 2018) are figures shared by every language, which pages format.
  const claims = Object.values(home.about.claims).map(({ label }) => label)
  return [
    ...loadGames().map((game): [string, string] => [
      `games/${game.id}.json`,
      JSON.stringify(game.text[locale]),
    ]),
    [`labels/${locale}.json`, JSON.stringify(loadLabels()[locale])],
    [`home/${locale}.json`, JSON.stringify({ ...home, about: { ...home.about, claims } })],
    [`terms/${locale}.md`, loadTerms()[locale]],
    [`glossary/${locale}.json`, JSON.stringify(loadGlossaries().glossaries[locale] ?? {})],
    ['site.json tagline', loadSite().tagline[locale]],
  ]
}
