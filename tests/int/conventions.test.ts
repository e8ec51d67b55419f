/**
 * Every site writes figures, play money, dates and years as its market does, and shows its own
 * title on a game's cover, against the running server: what a visitor of /pt, /jp or /th reads.
 */
import { describe, expect, it } from 'vitest'

import { generatedCover } from '@/data/generatedCover'
import { betLevels, defaultBetIndex } from '@/demo/bets'
import { startingBalance } from '@/demo/wallet'
import { conventionsOf } from '@/i18n/conventions'
import { contentLocaleLabels, creditValue, sites, type Site } from '@/i18n/locales'
import { loadGames, loadGlossaries, loadLabels } from '@/seed/content/load'

import { otherScriptCharacters } from '../support/chineseScripts'
import { decode, visibleRuns } from '../support/html'
import { page, serverURL, testPayload } from './helpers'

/** A slot on every site with every fact: a 23,000× maximum win, 96.74 % RTP, released 2024. */
const gameId = 40005
const game = loadGames().find((g) => g.id === gameId)!
const labels = (site: Site) => loadLabels()[site.content]

// CLDR writes some spaces as no-break ones; pages and expectations are compared with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** The game page's facts, label → value. */
function factsOf(html: string, mark = ' · ') {
  const facts = html.slice(html.indexOf('class="detail__facts"'))
  return new Map(
    // A Thai word may sit in a span of its own (WholeWords): the text is what counts.
    [...facts.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((match) => [
      decode(match[1].replace(/<[^>]+>/g, '')),
      plain(decode(listRead(match[2], mark).replace(/<[^>]+>/g, ''))),
    ]),
  )
}

/** A list in a line (the type row on sites that space their mark) read as a reader sees it. */
const listRead = (value: string, mark: string) =>
  value.includes('inline-list')
    ? [...value.matchAll(/<li>(.*?)<\/li>/g)]
        .map(([, item]) => item.replace(/<span class="inline-list__mark"[^>]*>.*?<\/span>/, ''))
        .join(mark)
    : value

const attribute = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '')

describe('figures in each site’s format', () => {
  it.each(sites)(
    `/$prefix/detail/${gameId}: multiplier, percentages, stake range and year as the site writes them`,
    async (site) => {
      const { html } = await page(`/${site.prefix}/detail/${gameId}`)
      const c = conventionsOf(site)
      const d = labels(site).gameDetail
      const { maxMultiplier, bet } = game
      const maxWin = 'value' in maxMultiplier ? maxMultiplier.value : NaN
      expect(Object.fromEntries(factsOf(html))).toMatchObject({
        [d.maxMultiplier]: plain(d.maxWinValue.replace('{n}', c.number(maxWin))),
        [d.rtp]: plain(c.rtp(game.rtp)),
        [d.hitFrequency]: plain(c.percent(game.hitFrequency)),
        [d.betRange]: plain(c.moneyRange(bet.min, bet.max)),
        [d.release]: c.yearAlone(game.releaseYear!),
      })
      // The type row names the kind of game first, then the layout the editors wrote.
      const kind = labels(site).kinds.slot
      const typeText = game.text[site.content].type
      expect(factsOf(html, site.marks.facet).get(d.type)).toBe(
        plain(typeText?.includes(kind) ? typeText : `${kind}${site.marks.facet}${typeText}`),
      )
      // The notation every site had before: "23,000X" beside copy that says 23.000× or 23,000倍.
      expect(visibleRuns(html).join('\n')).not.toMatch(/\d X\b|\dX\b/)
    },
  )

  it.each(sites)(
    `/$prefix/play/${gameId}: the demo plays in the site’s currency, balance and stake`,
    async (site) => {
      const play = await page(`/${site.prefix}/play/${gameId}`)
      expect(/currency=([A-Z]{3})/.exec(play.html)?.[1]).toBe(site.currency)

      const demo = await page(
        `/demo/${gameId}?lang=${site.tag}&currency=${site.currency}&lobby=/${site.prefix}`,
      )
      const text = plain(visibleRuns(demo.html).join('\n'))
      const c = conventionsOf(site)
      const stakes = betLevels(game.bet.min, game.bet.max, creditValue[site.currency])
      expect(text).toContain(plain(c.money(startingBalance, 'meter')))
      expect(text).toContain(plain(c.money(stakes[defaultBetIndex(stakes)] / 100, 'meter')))
    },
  )
})

describe('the maximum win', () => {
  /** Each language's word for an in-game multiplier (its glossary's term). */
  const multiplierWord = Object.fromEntries(
    Object.entries(loadGlossaries().glossaries).map(([locale, glossary]) => [
      locale,
      glossary.terms.multiplier.term,
    ]),
  )

  it.each(sites)(
    `/$prefix/detail/${gameId}: is "Max win", "N× the bet" in the site’s words, from the stored label set, never a "multiplier"`,
    async (site) => {
      const payload = await testPayload()
      const stored = await payload.findGlobal({
        slug: 'label-sets',
        locale: site.content,
        fallbackLocale: false,
      })
      const { maxMultiplier: label, maxWinValue: value } = stored.gameDetail
      expect(label).toBe(labels(site).gameDetail.maxMultiplier)
      expect(label.toLowerCase()).not.toContain(multiplierWord[site.content].toLowerCase())
      const { html } = await page(`/${site.prefix}/detail/${gameId}`)
      const shown = factsOf(html).get(label)
      expect(shown).toBe(plain(value.replace('{n}', conventionsOf(site).number(23_000))))
      // The bet is named with the figure ("the bet", ベット, เดิมพัน, tiền cược…).
      expect(shown).toMatch(/\d\D*[\p{L}\p{M}]{3}|[\p{L}\p{M}]{3}\D*\d/u)
    },
  )

  it('is called "Max win" in English and in each language’s own term', () => {
    const expected = {
      'en-US': 'Max win',
      'pt-BR': 'Ganho máximo',
      'ja-JP': '最大配当',
      'th-TH': 'ชนะสูงสุด',
      'vi-VN': 'Thắng tối đa',
      'zh-TW': '最高派彩',
    }
    for (const [locale, text] of Object.entries(expected))
      expect(
        loadLabels()[locale as keyof ReturnType<typeof loadLabels>].gameDetail.maxMultiplier,
      ).toBe(text)
  })
})

describe('the game type row', () => {
  it.each(sites)(
    '/$prefix/detail/182: joins the kind and the reels with the script’s own mark, one way through the row',
    async (site) => {
      const { html } = await page(`/${site.prefix}/detail/182`)
      const row = factsOf(html, site.marks.facet).get(labels(site).gameDetail.type)!
      const text = plain(loadGames().find((g) => g.id === 182)!.text[site.content].type!)
      const kind = plain(labels(site).kinds.slot)
      // Chinese readers saw 老虎机 · 6轴·最多… (the kind joined with spaces, the text without).
      expect(row).toBe(
        text.toLocaleLowerCase().includes(kind.toLocaleLowerCase())
          ? text
          : `${kind}${site.marks.facet}${text}`,
      )
      if (site.marks.facet === '·') expect(row).not.toContain(' · ')
    },
  )
})

describe('one era per site', () => {
  const thisYear = new Date().getUTCFullYear()

  it.each(sites)(
    '/$prefix: the copyright, founding year, terms date and release year count in the site’s era',
    async (site) => {
      const c = conventionsOf(site)
      const [home, terms, detail] = await Promise.all([
        page(`/${site.prefix}`),
        page(`/${site.prefix}/tc`),
        page(`/${site.prefix}/detail/${gameId}`),
      ])
      const rights = attribute(home.html, /class="site-footer__rights"[^>]*>([^<]*)</)
      expect(rights).toContain(c.year(thisYear))
      expect(home.html).toContain(`<dd>${c.yearAlone(2018)}</dd>`)
      const updated = /<time datetime="([^"]+)">([^<]*)<\/time>/i.exec(terms.html)
      expect(updated && plain(decode(updated[2]))).toContain(updated && plain(c.date(updated[1])))
      expect(factsOf(detail.html).get(labels(site).gameDetail.release)).toBe(c.yearAlone(2024))
    },
  )
})

describe('the words around the figures', () => {
  it.each(sites)(
    '/$prefix: the terms say when they were last updated, and the menus have names, in the site’s language',
    async (site) => {
      const [home, terms] = await Promise.all([page(`/${site.prefix}`), page(`/${site.prefix}/tc`)])
      const { mainNav, footer, terms: termsLabels } = labels(site)
      const updated = /class="terms__updated"[^>]*>(.*?)<\/p>/s.exec(terms.html)?.[1] ?? ''
      const day = /<time datetime="([^"]+)"/i.exec(updated)?.[1] ?? ''
      expect(plain(decode(updated.replace(/<[^>]+>/g, '')))).toBe(
        plain(termsLabels.updated.replace('{date}', conventionsOf(site).date(day))),
      )
      const navNames = [...home.html.matchAll(/<nav[^>]*aria-label="([^"]*)"/g)].map((m) =>
        decode(m[1]),
      )
      expect(navNames).toContain(mainNav.label)
      expect(navNames).toContain(footer.links)
    },
  )
})

describe('covers in the site’s own title', () => {
  it.each(['en', 'th', 'jp', 'in', 'cn'].map((prefix) => sites.find((s) => s.prefix === prefix)!))(
    '/$prefix: a game without an uploaded cover gets one drawn with its title, in the site’s script',
    async (site) => {
      const [accent, highlight, background] = game.art.palette
      const { url } = generatedCover(
        {
          gameId: game.id,
          theme: game.theme,
          art: { motif: game.art.motif, accent, highlight, background },
          title: game.text[site.content].title,
        },
        site.content,
      )
      const response = await fetch(serverURL + url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5_000)
    },
  )

  it.each(sites)(
    `/$prefix/detail/${gameId}: the cover’s alt text, og:image and its alt name the page’s title`,
    async (site) => {
      const { html } = await page(`/${site.prefix}/detail/${gameId}`)
      const title = game.text[site.content].title
      // The heading may keep a Thai word whole in a span of its own (WholeWords).
      expect(attribute(html, /<h1>(.*?)<\/h1>/s).replace(/<[^>]+>/g, '')).toBe(title)
      expect(attribute(html, /<div class="detail__art">.*?<img [^>]*alt="([^"]*)"/s)).toBe(title)
      // The share image's address names what it is drawn from (src/data/shareImages.ts).
      const image = new URL(attribute(html, /<meta property="og:image" content="([^"]+)"/))
      const [key] = image.pathname.replace('/share/', '').split('.')
      const drawn = JSON.parse(Buffer.from(key ?? '', 'base64url').toString())
      expect([drawn.id, drawn.title, drawn.locale]).toEqual([gameId, title, site.content])
      expect(attribute(html, /<meta property="og:image:alt" content="([^"]*)"/)).toBe(title)
    },
  )
})

describe('Chinese sites in their own script', () => {
  const scripts = { hk: 'traditional', cn: 'simplified' } as const
  const paths = ['', '/game', `/detail/${gameId}`, '/tc', `/play/${gameId}`]
  const autonyms = new Set<string>([
    ...sites.map((s) => s.label),
    ...Object.values(contentLocaleLabels),
  ])

  it.each(Object.entries(scripts))(
    '/%s: home, list, a game, terms and the demo write only %s characters',
    async (prefix, script) => {
      const site = sites.find((s) => s.prefix === prefix)!
      const found: string[] = []
      const demo = `/demo/${gameId}?lang=${site.tag}&lobby=/${prefix}`
      for (const path of [...paths.map((p) => `/${prefix}${p}`), demo]) {
        const { html } = await page(path)
        // The language menu and a game's languages name each in its own script (简体中文 on /hk too).
        const text = visibleRuns(html)
          .filter((run) => !autonyms.has(run))
          .join('\n')
        const characters = otherScriptCharacters(text, script)
        if (characters.length) found.push(`${path}: ${characters.join('')}`)
      }
      expect(found).toEqual([])
    },
  )
})
