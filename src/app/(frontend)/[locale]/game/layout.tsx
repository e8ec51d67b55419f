import type { ReactNode } from 'react'

import { getMessages, getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/GameCard'
import { cardContext } from '@/components/GameGrid'
import { GameSearch } from '@/components/GameSearch'
import { SupportedLanguages } from '@/components/SupportedLanguages'
import { WholeWords } from '@/components/WholeWords'
import { getListPage } from '@/data/gameList'
import { payloadClient } from '@/data/payload'
import { contentLocales } from '@/i18n/locales'
import { siteOf } from '@/i18n/server'
import { toCardData } from '@/lib/cards'
import { pick } from '@/lib/pick'
import { sitePath } from '@/lib/site'

/** Games featured above the catalogue. */
const featuredCount = 5

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * What every view of the game list shares: the heading, the featured games and the search box.
 * A layout, so that the search box stays as the visitor types while the results below it change.
 */
export default async function GameListLayout({ children, params }: Props) {
  const site = await siteOf(params)
  const [t, messages, { labels, order }, featured] = await Promise.all([
    getTranslations('titles'),
    getMessages(),
    cardContext(),
    getListPage(payloadClient, site.content, site.prefix, 'featured', 1, featuredCount),
  ])
  const base = sitePath(site)
  const searchLabels = pick(messages.search, ['label', 'placeholder', 'submit'])
  const shown = new Set(featured.cards.map((card) => card.gameId))
  const marks = {
    hot: order.hot.filter((id) => shown.has(id)),
    new: order.new.filter((id) => shown.has(id)),
  }
  return (
    <main className="list-page">
      <header className="page-header">
        <h1>
          <WholeWords text={t('gameList')} phrases />
        </h1>
        <p>
          <WholeWords text={t('gameListIntro')} />
        </p>
      </header>

      <section className="list-section list-section--featured" aria-labelledby="featured-heading">
        <h2 id="featured-heading">
          <WholeWords text={t('featuredGames')} phrases />
        </h2>
        <CardGrid
          games={featured.cards.map((card) => toCardData(card))}
          base={base}
          labels={labels}
          marks={marks}
          eager={2}
          showcase
        />
      </section>

      <section className="list-section" aria-labelledby="trial-heading">
        <div className="catalogue__heading">
          <h2 id="trial-heading">
            <WholeWords text={t('gameTrial')} phrases />
          </h2>
          <GameSearch base={base} labels={searchLabels} />
        </div>
        <div className="catalogue">{children}</div>
      </section>

      <section className="list-section" aria-labelledby="languages-heading">
        <h2 id="languages-heading">
          <WholeWords text={t('supportedLanguages')} phrases />
        </h2>
        <SupportedLanguages languages={contentLocales} />
      </section>
    </main>
  )
}
