import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentLocales } from '@/i18n/locales'
import type { Game } from '@/payload-types'
import { seedGame } from '@/seed'
import { markdownConverter } from '@/seed/richText'
import { entriesPerPage } from '@/translation/status'
import { firstSyntheticGameId, seedSyntheticGames, syntheticGames } from '@/seed/synthetic'

import { gameByNumber, page, serverURL, staff, testPayload, visibleText } from './helpers'

/** A synthetic game's twin: the same game under a number of its own, saved through the local API. */
const twinId = 199_999
const count = 12

type Doc = Record<string, unknown>
/** A game without what differs between two saves of it: ids, its number, times. */
function comparable(doc: Doc): Doc {
  const { id: _id, gameId: _gameId, heading: _heading, createdAt: _c, updatedAt: _u, ...rest } = doc
  return {
    ...rest,
    features: (doc.features as Doc[]).map(({ id: _row, ...row }) => row),
  }
}

const readAll = (payload: Payload, gameId: number) =>
  payload
    .find({
      collection: 'games',
      where: { gameId: { equals: gameId } },
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    .then(({ docs }) => docs[0] as unknown as Doc)

describe('the synthetic catalogue', () => {
  let payload: Payload
  const games = syntheticGames(count)
  const sample = games[count - 1]

  beforeAll(async () => {
    payload = await testPayload()
    await seedSyntheticGames(payload, count)
    await seedGame(payload, { ...sample, id: twinId }, await markdownConverter(payload.config), [])
  })

  afterAll(async () => {
    await payload.delete({
      collection: 'games',
      where: { gameId: { greater_than_equal: firstSyntheticGameId } },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'translation-states',
      where: { entry: { like: 'games/1000' } },
      overrideAccess: true,
    })
  })

  it('names its games in every language without repeating a name', () => {
    for (const locale of contentLocales) {
      const titles = games.map((game) => game.text[locale].title)
      expect(new Set(titles).size, locale).toBe(titles.length)
    }
    expect(new Set(games.map((game) => game.id)).size).toBe(count)
  })

  it('stores a game exactly as the local API stores the same game', async () => {
    const bulk = await readAll(payload, sample.id)
    const twin = await readAll(payload, twinId)
    expect(bulk._status).toBe('published')
    expect(comparable(bulk)).toEqual(comparable(twin))
    expect((bulk.heading as Record<string, string>)['ja-JP']).toBe(
      `${sample.id} · ${sample.text['ja-JP'].title}`,
    )

    // Its published version holds the same game: editors see it in the version history.
    const latest = async (id: unknown) =>
      (
        await payload.findVersions({
          collection: 'games',
          where: { parent: { equals: id }, latest: { equals: true } },
          locale: 'all',
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    const [bulkVersion, twinVersion] = await Promise.all([latest(bulk.id), latest(twin.id)])
    expect(bulkVersion.version._status).toBe('published')
    expect(comparable(bulkVersion.version as unknown as Doc)).toEqual(
      comparable(twinVersion.version as unknown as Doc),
    )
  })

  it('serves a synthetic game through the REST API and on its page', async () => {
    const game = (await readAll(payload, games[0].id)) as unknown as Game
    const response = await fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&depth=0`)
    expect(response.status).toBe(200)
    const read = (await response.json()) as Game
    expect(read.title).toBe(games[0].text['th-TH'].title)
    expect(read.features?.map((row) => row.text)).toEqual(games[0].text['th-TH'].features)

    const detail = await page(`/en/detail/${games[0].id}`)
    expect(detail.status).toBe(200)
    expect(detail.text).toContain(games[0].text['en-US'].title)
  })

  it('leaves translators work: texts missing and titles needing update', async () => {
    const editor = await staff('editor')
    const missing = games.find((game) => game.missing.length > 0)
    const stale = games.find((game) => game.stale)
    expect(missing && stale, 'the sample has both').toBeTruthy()
    const stateIn = async (locale: string, key: string) => {
      const response = await fetch(
        `${serverURL}/api/translations/export?locale=${locale}&format=json`,
        { headers: editor.headers },
      )
      expect(response.status).toBe(200)
      const { texts } = (await response.json()) as { texts: Record<string, { state: string }> }
      return texts[key]?.state
    }
    expect(await stateIn(missing!.missing[0], `games/${missing!.id}/description`)).toBe('missing')
    expect(await stateIn(stale!.stale!.locale, `games/${stale!.id}/title`)).toBe('needs-update')
  })

  it('a publish of one game expires and purges that game alone, however large the catalogue', async () => {
    // An edge that notes what it is told to purge.
    const purges: string[][] = []
    const edge: Server = createServer((req, res) => {
      purges.push(String(req.headers['xkey-purge']).split(' ').sort())
      res.writeHead(200).end()
    })
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve))
    const game = await gameByNumber(games[0].id)
    const publish = async (title: string) => {
      await payload.update({
        collection: 'games',
        id: game.id,
        locale: 'en-US',
        data: { title, _status: 'published' },
        overrideAccess: true,
      })
      const live = await page(`/en/detail/${game.gameId}`)
      expect(live.text).toContain(title)
    }
    process.env.VARNISH_PURGE_URLS = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`
    try {
      await publish(`${game.title} Reef`)
      await seedSyntheticGames(payload, count + 200)
      await publish(`${game.title} Lagoon`)
    } finally {
      delete process.env.VARNISH_PURGE_URLS
      edge.close()
    }
    expect(purges).toEqual([
      ['game:' + game.gameId, 'games'],
      ['game:' + game.gameId, 'games'],
    ])
  })

  it('the translation status shows 50 entries a screen, filtered by language and by state', async () => {
    // With the games the publish test added: some three hundred entries.
    const editor = await staff('editor')
    const screen = async (query: string) => {
      const response = await fetch(`${serverURL}/admin/translations${query}`, {
        headers: { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(response.status).toBe(200)
      const html = await response.text()
      const entries = [
        ...html.matchAll(/scope="row" class="translation-matrix__entry"><a href="([^"?]+)"/g),
      ].map((match) => match[1])
      const total = Number(/–\d+ of (\d+)/.exec(visibleText(html))?.[1] ?? entries.length)
      return { entries, total }
    }
    const first = await screen('')
    const second = await screen('?page=2')
    expect(first.entries).toHaveLength(entriesPerPage)
    expect(first.total).toBeGreaterThan(count + 200)
    expect(second.entries).toHaveLength(entriesPerPage)
    expect(second.entries.filter((entry) => first.entries.includes(entry))).toEqual([])

    const stale = syntheticGames(count + 200).find(
      (game) => game.stale && !game.missing.includes(game.stale.locale),
    )!
    const { id } = await gameByNumber(stale.id)
    const path = `/admin/collections/games/${id}`
    const { locale } = stale.stale!
    const needingUpdate = await screen(`?missing=${locale}&state=needs-update`)
    expect(needingUpdate.entries).toContain(path)
    expect(needingUpdate.total).toBeLessThan(first.total)
    expect((await screen(`?missing=${locale}&state=missing`)).entries).not.toContain(path)
  })

  it('exports every game in each format, sent as it is written', async () => {
    const editor = await staff('editor')
    const key = `games/${sample.id}/title`
    const exported = async (format: string) => {
      const response = await fetch(
        `${serverURL}/api/translations/export?locale=ja-JP&format=${format}`,
        { headers: { ...editor.headers, 'accept-encoding': 'identity' } },
      )
      expect(response.status).toBe(200)
      // A file made whole before it is sent goes with its length; a stream, in chunks.
      expect(response.headers.get('content-length'), format).toBeNull()
      return response.text()
    }
    const json = JSON.parse(await exported('json')) as {
      texts: Record<string, Record<string, string>>
    }
    expect(json.texts[key]).toMatchObject({ 'ja-JP': sample.text['ja-JP'].title })
    const keys = Object.keys(json.texts)
    const csv = (await exported('csv')).split('\r\n').filter(Boolean)
    expect(csv).toHaveLength(keys.length + 1)
    const xliff = await exported('xliff')
    expect(xliff.match(/<trans-unit /g)?.length).toBeGreaterThanOrEqual(keys.length)
    expect(xliff).toContain(`resname="${key}"`)
    expect(xliff.trimEnd().endsWith('</xliff>')).toBe(true)
  })
})
