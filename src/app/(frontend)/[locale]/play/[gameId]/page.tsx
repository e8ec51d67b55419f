import type { Metadata } from 'next'
import Link from 'next/link'

import { getMessages, getTranslations } from 'next-intl/server'

import { NotFoundPage } from '@/components/NotFoundPage'

import { payloadClient } from '@/data/payload'
import { getSiteSettings } from '@/data/content'
import { getGame } from '@/data/games'
import { WholeWords } from '@/components/WholeWords'
import { DemoFrame } from '@/demo/launch/DemoFrame'
import { fillLaunchUrl } from '@/demo/launch/launchUrl'
import styles from '@/demo/launch/PlayPage.module.css'
import bar from '@/demo/ui/DemoBar.module.css'
import type { Site } from '@/i18n/locales'
import { siteOf } from '@/i18n/server'
import { gameNumberOf } from '@/lib/gameNumber'
import { defaultLaunchUrlTemplate } from '@/lib/demoLaunch'
import { siteOrigin, sitePath } from '@/lib/site'

import { generateMetadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ locale: string; gameId: string }> }

export function generateStaticParams() {
  return []
}

/** The game of this URL if it is a published game listed on this site; else none: the 404. */
async function gameOf(site: Site, gameId: string) {
  // A number written another way (`0024`) was redirected to its one address by the proxy.
  const address = gameNumberOf(gameId)
  if (!address?.canonical) return null
  const game = await getGame(payloadClient, address.number, site.content)
  return game && game.sites.includes(site.prefix) ? game : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { params } = props
  const site = await siteOf(params)
  const [game, t] = await Promise.all([
    gameOf(site, (await params).gameId),
    getTranslations('titles'),
  ])
  if (!game) return notFoundMetadata(props)
  return {
    title: t('play', { title: game.title }),
    description: t('playDescription', { title: game.title }),
    robots: { index: false, follow: true },
  }
}

/** The free trial: the game's demo in the site's frame, launched as Site settings say. */
export default async function PlayPage({ params }: Props) {
  const site = await siteOf(params)
  const { gameId } = await params
  const game = await gameOf(site, gameId)
  if (!game) {
    // Rendered here, not by `notFound()`: see `lib/pageNotFound`.
    const { notFound } = await getMessages()
    return (
      <NotFoundPage
        path={`/${site.prefix}/play/${gameId}`}
        labels={notFound}
        messageKey="message"
      />
    )
  }
  const [t, settings] = await Promise.all([
    getTranslations('demo'),
    getSiteSettings(payloadClient, site.content),
  ])
  const lobby = sitePath(site, `/detail/${game.gameId}`)
  const template =
    game.demo?.launchUrl || settings.demo?.launchUrlTemplate || defaultLaunchUrlTemplate
  // A studio's own demo server needs the whole address to send players back.
  const lobbyUrl = /^https?:\/\//i.test(template) ? `${siteOrigin()}${lobby}` : lobby
  const src = fillLaunchUrl(template, {
    gameId: String(game.gameId),
    lang: site.content,
    currency: site.currency,
    lobbyUrl,
  })

  return (
    <main className={styles.play}>
      <div className={styles.bar}>
        <Link className={bar.back} href={lobby}>
          <svg className={bar.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span className={bar.label}>{t('backToGame')}</span>
        </Link>
        <h1 className={`${bar.title} ${styles.title}`}>
          <WholeWords text={game.title} phrases />
        </h1>
        <p className={bar.mark}>{t('freeDemo')}</p>
      </div>
      {game.demo?.available === false ? (
        <p className={styles.frame}>
          <span className={styles.loading}>{t('notAvailable')}</span>
        </p>
      ) : (
        <DemoFrame
          src={src}
          title={game.title}
          labels={{ loading: t('loading'), openInNewTab: t('openInNewTab') }}
          newTabOnPhones={Boolean(settings.demo?.newTabOnPhones)}
        />
      )}
    </main>
  )
}
