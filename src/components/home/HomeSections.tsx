import Link from 'next/link'

import type { ReactNode } from 'react'

import type { HomeBlock } from '@/data/content'
import { shownText } from '@/fields/optionalText'
import type { GameCard } from '@/data/games'
import { conventionsOf } from '@/i18n/conventions'
import type { Site } from '@/i18n/locales'
import { sitePath } from '@/lib/site'

import { CoverImage } from '../CoverImage'
import { GameGrid } from '../GameGrid'
import { WholeWords } from '../WholeWords'
import { ServiceIcon, type ServiceKey } from './ServiceIcon'

type Block<T extends HomeBlock['blockType']> = Extract<HomeBlock, { blockType: T }>

type Context = {
  site: Site
  featured: GameCard[]
  fishing: GameCard[]
  showcase: GameCard[]
  labels: { viewAll: string }
  contactForm: ReactNode
}

/**
 * A claim's value as the site writes it: as its language's text has it (20年以上, 70+款), else the
 * figure, a year (the founding year) in the site's calendar.
 */
const claimValue = (
  { value, valueText }: { value: string; valueText?: string | null },
  site: Site,
) => valueText || (/^\d{4}$/.test(value) ? conventionsOf(site).yearAlone(Number(value)) : value)

const anchors: Partial<Record<HomeBlock['blockType'], string>> = {
  featuredGames: 'games',
  fishingGames: 'fishing',
  services: 'services',
  about: 'about',
  vision: 'vision',
  contact: 'contact',
}

function Section({
  block,
  children,
  className = '',
}: {
  block: HomeBlock
  children: ReactNode
  className?: string
}) {
  return (
    <section
      id={anchors[block.blockType]}
      className={`home-section home-section--${block.blockType} ${className}`}
      aria-labelledby={`${block.blockType}-heading`}
    >
      <div className="home-section__inner">{children}</div>
    </section>
  )
}

function Hero({ block, site, showcase }: { block: Block<'hero'> } & Context) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <WholeWords text={block.eyebrow} />
          </p>
          <h1 id="hero-heading" className="hero__title">
            <WholeWords text={block.title} phrases />
          </h1>
          <p className="hero__text">
            <WholeWords text={block.text} />
          </p>
          {/* Each label in one span: a button is a flex box, and a kept word's span would be an
              item of its own, with the button's gap before it (瀏覽 遊戲). */}
          <div className="hero__actions">
            <Link className="button button--primary" href={sitePath(site, '/game')}>
              <span>
                <WholeWords text={block.primaryCta} />
              </span>
            </Link>
            <Link className="button button--ghost" href={`${sitePath(site)}#contact`}>
              <span>
                <WholeWords text={block.secondaryCta} />
              </span>
            </Link>
          </div>
        </div>
        <div className="hero__showcase" aria-hidden="true">
          {showcase.slice(0, 3).map((game, index) => (
            <CoverImage
              key={game.gameId}
              className={`hero__tile hero__tile--${index}`}
              picture={game.cover}
              alt=""
              sizes={
                index === 0 ? '(max-width: 800px) 70vw, 440px' : '(max-width: 800px) 50vw, 320px'
              }
              priority={index === 0}
              secondary={index > 0}
            />
          ))}
        </div>
      </div>
    </section>
  )
}

function Heading({
  block,
  heading,
  text,
}: {
  block: HomeBlock
  heading: string
  text?: string | null
}) {
  return (
    <header className="section-heading">
      <h2 id={`${block.blockType}-heading`}>
        <WholeWords text={heading} phrases />
      </h2>
      {text && (
        <p>
          <WholeWords text={text} />
        </p>
      )}
    </header>
  )
}

const services: ServiceKey[] = ['team', 'gameDesign', 'artDesign', 'soundDesign', 'partners']

export async function HomeSections({ sections, ...context }: { sections: HomeBlock[] } & Context) {
  const { site, featured, fishing, labels, contactForm } = context
  const rendered = await Promise.all(
    sections.map(async (block) => {
      switch (block.blockType) {
        case 'hero':
          return <Hero key={block.id} block={block} {...context} />
        case 'featuredGames':
          return (
            <Section key={block.id} block={block}>
              <Heading block={block} heading={block.heading} text={block.text} />
              <GameGrid games={featured} site={site} />
              <p className="section-more">
                <Link className="button button--ghost" href={sitePath(site, '/game')}>
                  <span>
                    <WholeWords text={labels.viewAll} />
                  </span>
                </Link>
              </p>
            </Section>
          )
        case 'fishingGames':
          return (
            <Section key={block.id} block={block} className="home-section--sea">
              <Heading block={block} heading={block.heading} text={block.text} />
              <GameGrid games={fishing} site={site} />
            </Section>
          )
        case 'services':
          return (
            <Section key={block.id} block={block}>
              <Heading block={block} heading={block.heading} text={block.text} />
              <ul className="service-grid">
                {services.map((key) => (
                  <li key={key} className={`service service--${key}`}>
                    <ServiceIcon name={key} />
                    <h3>
                      <WholeWords text={block[key].title} phrases />
                    </h3>
                    <p>
                      <WholeWords text={block[key].text} />
                    </p>
                  </li>
                ))}
              </ul>
            </Section>
          )
        case 'about':
          return (
            <Section key={block.id} block={block}>
              <div className="about">
                <div>
                  <Heading block={block} heading={block.heading} />
                  <p className="about__text">
                    <WholeWords text={block.text} />
                  </p>
                  {shownText(block.partnership, block.partnershipAbsent) && (
                    <p className="about__partnership">
                      <WholeWords text={block.partnership ?? ''} />
                    </p>
                  )}
                </div>
                <dl className="claims">
                  {(block.claims ?? []).map((claim) => (
                    <div key={claim.id} className="claim">
                      <dt>
                        <WholeWords text={claim.label} />
                      </dt>
                      <dd>{claimValue(claim, site)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </Section>
          )
        case 'vision':
          return (
            <Section key={block.id} block={block} className="home-section--vision">
              <Heading block={block} heading={block.heading} />
              {/* A centred quote: in Chinese each clause moves to the next line whole (溝通|順暢 and
                  遊|戲；were split there). */}
              <p className="vision__text">
                <WholeWords text={block.text} phrases />
              </p>
            </Section>
          )
        case 'contact':
          return (
            <Section key={block.id} block={block}>
              <Heading block={block} heading={block.heading} text={block.text} />
              {contactForm}
            </Section>
          )
      }
    }),
  )
  return <>{rendered}</>
}
