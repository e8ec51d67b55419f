import type { Metadata } from 'next'
import Link from 'next/link'

import { getMessages, getTranslations } from 'next-intl/server'

import { BackButton } from '@/components/BackButton'
import { CoverImage } from '@/components/CoverImage'
import { GameGrid } from '@/components/GameGrid'
import { InlineList } from '@/components/InlineList'
import { JsonLd } from '@/components/JsonLd'
import { NotFoundPage } from '@/components/NotFoundPage'
import { PreviewBar } from '@/components/PreviewBar'
import { RichText } from '@/components/RichText'
import { videoGameJsonLd } from '@/components/structuredData'
import { SupportedLanguages } from '@/components/SupportedLanguages'
import { WholeWords } from '@/components/WholeWords'
import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/content'
import { getGame } from '@/data/games'
import { getRelatedCards } from '@/data/gameList'
import { isPreviewing } from '@/data/preview'
import { gameShareImage } from '@/data/shareImages'
import { conventionsOf } from '@/i18n/conventions'
import { isContentLocale, type Site } from '@/i18n/locales'
import { siteOf } from '@/i18n/server'
import { gameNumberOf } from '@/lib/gameNumber'
import { alternatesFor, sitePath } from '@/lib/site'

import { generateMetadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ locale: string; gameId: string }> }

export function generateStaticParams() {
  return []
}

/**
 * The game of this URL if it is a published game listed on this site; else none, and the page is
 * the site's 404. An editor's preview shows the latest draft, also of a game never published or
 * not yet listed here.
 */
async function gameOf(site: Site, gameId: string) {
  // A number written another way (`0024`) was redirected to its one address by the proxy.
  const address = gameNumberOf(gameId)
  if (!address?.canonical) return null
  const preview = await isPreviewing()
  const game = await (preview ? getGame.draft : getGame)(
    payloadClient,
    address.number,
    site.content,
  )
  return game && (preview || game.sites.includes(site.prefix)) ? game : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { params } = props
  const site = await siteOf(params)
  const game = await gameOf(site, (await params).gameId)
  if (!game) return notFoundMetadata(props)
  const title = game.meta?.title || game.title
  const description = game.meta?.description || game.subtitle || undefined
  return {
    title: { absolute: title },
    description,
    alternates: alternatesFor(site, `/detail/${game.gameId}`, game.sites),
    openGraph: {
      title,
      description,
      images: [{ ...gameShareImage(game, site.content), alt: game.title }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export default async function GameDetailPage({ params }: Props) {
  const site = await siteOf(params)
  const { gameId } = await params
  const game = await gameOf(site, gameId)
  if (!game) {
    // The original's route-validation message (see `lib/pageNotFound` for why not `notFound()`).
    const { notFound } = await getMessages()
    return (
      <NotFoundPage
        path={`/${site.prefix}/detail/${gameId}`}
        labels={notFound}
        messageKey="invalidRoute"
      />
    )
  }
  const [d, b, demo, kinds, platforms, related, settings] = await Promise.all([
    getTranslations('gameDetail'),
    getTranslations('buttons'),
    getTranslations('demo'),
    getTranslations('kinds'),
    getTranslations('platforms'),
    getRelatedCards(payloadClient, game.gameId, site.content, site.prefix, game.kind, game.theme),
    getSiteSettings(payloadClient, site.content),
  ])
  const demoAvailable = game.demo?.available !== false
  const playHref = sitePath(site, `/play/${game.gameId}`)
  const volatility =
    game.volatility &&
    d(
      (
        {
          low: 'volatilityLow',
          medium: 'volatilityMedium',
          high: 'volatilityHigh',
          'very-high': 'volatilityVeryHigh',
        } as const
      )[game.volatility],
    )
  const c = conventionsOf(site)
  const max = game.maxMultiplier
  const { bet } = game
  const { facet } = site.marks
  const facts: [string, React.ReactNode][] = [
    // The row answers its label with the kind of game; the editors' text says the rest (a slot's
    // reels and ways), after it unless it names the kind itself.
    [d('type'), typeRow(typeItems(kinds(game.kind), game.typeText, facet), facet)],
    [
      d('maxMultiplier'),
      max?.kind === 'unlimited'
        ? d('unlimited')
        : max?.kind === 'value' && max.value
          ? d('maxWinValue', { n: c.number(max.value) })
          : d('none'),
    ],
    [d('rtp'), game.rtp != null && c.rtp(game.rtp)],
    [d('volatility'), volatility],
    [d('hitFrequency'), game.hitFrequency != null && c.percent(game.hitFrequency)],
    [d('betRange'), bet?.min != null && bet.max != null && c.moneyRange(bet.min, bet.max)],
    [
      d('buyFeature'),
      game.kind === 'slot' ? d(game.buyFeature ? 'available' : 'notAvailable') : null,
    ],
    [d('release'), game.releaseYear && c.yearAlone(game.releaseYear)],
    [
      d('supportedPlatforms'),
      game.platforms?.length && (
        <InlineList
          items={game.platforms.map((p) => platforms(p))}
          mark={site.marks.list}
          trailing
        />
      ),
    ],
  ]

  const jsonLd = videoGameJsonLd(
    {
      gameId: game.gameId,
      title: game.title,
      description: game.meta?.description || game.subtitle || game.title,
      genre: kinds(game.kind),
      imageUrl: game.cover.ogUrl ?? game.cover.url,
      platforms: (game.platforms ?? []).map((p) => platforms(p)),
    },
    settings,
    site,
  )

  return (
    <main className="detail">
      <JsonLd data={jsonLd} />
      <PreviewBar path={sitePath(site, `/detail/${game.gameId}`)} />
      <div className="detail__hero">
        <div className="detail__art">
          <CoverImage
            picture={game.cover}
            alt={game.title}
            sizes="(max-width: 900px) 100vw, 640px"
            priority
          />
        </div>
        <div className="detail__intro">
          <p className="detail__kind">
            <WholeWords text={kinds(game.kind)} />
          </p>
          <h1>
            <WholeWords text={game.title} phrases />
          </h1>
          {game.subtitle && (
            <p className="detail__subtitle">
              <WholeWords text={game.subtitle} phrases />
            </p>
          )}
          {/* The free trial is a state of the game; playing it is the page's one call to action. */}
          <p className={`detail__trial${demoAvailable ? '' : ' detail__trial--none'}`}>
            {demoAvailable ? b('freeTrial') : demo('notAvailable')}
          </p>
          <div className="detail__actions">
            {demoAvailable && (
              <Link className="button button--primary" href={playHref}>
                {b('play')}
              </Link>
            )}
            <a className="button button--ghost detail__to-intro" href="#intro">
              {b('intro')}
            </a>
            <BackButton label={b('back')} fallback={sitePath(site, '/game')} />
          </div>
        </div>
      </div>

      <div className="detail__body">
        <section id="intro" className="detail__description" aria-labelledby="intro-heading">
          <h2 id="intro-heading">
            <WholeWords text={d('introduction')} phrases />
          </h2>
          <RichText data={game.description} />
          {game.features.length > 0 && (
            <>
              <h3>
                <WholeWords text={d('feature')} phrases />
              </h3>
              <ul className="feature-list">
                {game.features.map((feature) => (
                  <li key={feature}>
                    <WholeWords text={feature} phrases />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <aside className="detail__facts" aria-label={game.title}>
          <dl>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="fact">
                  <dt>
                    <WholeWords text={label} />
                  </dt>
                  <dd>{typeof value === 'string' ? <WholeWords text={value} /> : value}</dd>
                </div>
              ))}
          </dl>
          <h2 className="detail__languages-heading">
            <WholeWords text={d('supportedLanguages')} />
          </h2>
          <SupportedLanguages languages={(game.supportedLanguages ?? []).filter(isContentLocale)} />
        </aside>
      </div>

      {related.length > 0 && (
        <section className="detail__related" aria-labelledby="related-heading">
          <h2 id="related-heading">
            <WholeWords text={d('related')} phrases />
          </h2>
          <GameGrid games={related} site={site} />
        </section>
      )}
    </main>
  )
}

/** The "Game type" row: the kind, then the editors' description of it when that does not name it. */
/**
 * The type row: where the site's mark stands between spaces (" · "), a list that wraps between
 * its parts, or inside one too long for a line, with no mark at a line's end or start; in Chinese
 * and Japanese, whose lines break between any two characters and may end with the mark, the
 * parts joined as one text (老虎机·6轴·最多…).
 */
function typeRow(parts: string[], facet: string): React.ReactNode {
  if (facet === facet.trim()) return parts.join(facet)
  return (
    <InlineList
      items={parts}
      mark={facet.trim()}
      wrap
      render={(part) => <WholeWords text={part} />}
    />
  )
}

function typeItems(kind: string, text: string | null | undefined, facet: string): string[] {
  if (!text) return [kind]
  // The kind's label may hold a no-break space that the game's text does not (फ़िश शूटिंग).
  const plain = (value: string) => value.replace(/\s+/gu, ' ').toLocaleLowerCase()
  // The editors' text is split at the site's mark ("6 reels · up to 32,400 ways"), so that the
  // row wraps between its parts as the platforms do, with no mark at a line's end or start.
  const parts = text
    .split(facet.trim())
    .map((part) => part.trim())
    .filter(Boolean)
  return plain(text).includes(plain(kind)) ? parts : [kind, ...parts]
}
