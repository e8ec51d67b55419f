import type { Metadata } from 'next'

import compile from 'icu-minify/compile'
import type { CompiledMessage } from 'icu-minify/format'
import { getMessages, getTranslations } from 'next-intl/server'

import { GameCatalogue } from '@/components/GameCatalogue'
import { cardContext } from '@/components/GameGrid'
import { SupportedLanguages } from '@/components/SupportedLanguages'
import { WholeWords } from '@/components/WholeWords'
import { payloadClient } from '@/data/payload'
import { getSiteLists } from '@/data/games'
import { labelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales } from '@/i18n/locales'
import { siteOf } from '@/i18n/server'
import { toCardData } from '@/lib/cards'
import { pick } from '@/lib/pick'
import { alternatesFor, sitePath } from '@/lib/site'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOf(params)
  const t = await getTranslations('titles')
  return {
    title: t('gameList'),
    description: t('gameListDescription'),
    alternates: alternatesFor(site, '/game'),
  }
}

/**
 * The result count's ICU message, compiled for the browser; an editor's broken one falls back to
 * the English default rather than failing the page. (The compiled form is JSON, but its plural
 * branches are prototype-less objects, which React will not pass to a client component.)
 */
function compileResults(message: string): CompiledMessage {
  const asJSON = (source: string) => JSON.parse(JSON.stringify(compile(source))) as CompiledMessage
  try {
    return asJSON(message)
  } catch (error) {
    console.error(`The label search.results is not a valid ICU message: ${String(error)}`)
    return asJSON(labelDefaults.search.results)
  }
}

export default async function GameListPage({ params }: Props) {
  const site = await siteOf(params)
  const [lists, t, { labels: cardLabels }, messages] = await Promise.all([
    getSiteLists(payloadClient, site.content, site.prefix),
    getTranslations('titles'),
    cardContext(),
    getMessages(),
  ])
  const ids = (games: { gameId: number }[]) => games.map((game) => game.gameId)
  return (
    <main className="list-page">
      <header className="page-header">
        <h1>
          <WholeWords text={t('gameList')} />
        </h1>
        <p>
          <WholeWords text={t('gameListIntro')} />
        </p>
      </header>

      <GameCatalogue
        games={lists.all.map((game) => toCardData(game))}
        featured={ids(lists.featured.slice(0, 5))}
        headings={{ featured: t('featuredGames'), catalogue: t('gameTrial') }}
        lists={{
          new: ids(lists.new),
          hot: ids(lists.hot),
          fish: ids(lists.fish),
          slot: ids(lists.slot),
          arcade: ids(lists.arcade),
        }}
        labels={{
          tabs: messages.gameMenu,
          search: pick(messages.search, ['label', 'placeholder', 'noResults']),
          results: compileResults(messages.search.results),
          card: cardLabels,
        }}
        locale={site.content}
        base={sitePath(site)}
      />

      <section className="list-section" aria-labelledby="languages-heading">
        <h2 id="languages-heading">
          <WholeWords text={t('supportedLanguages')} />
        </h2>
        <SupportedLanguages languages={contentLocales} />
      </section>
    </main>
  )
}
