import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { coverInputFor, renderCover } from '@/art'
import { loadGames } from '@/seed/content/load'

const dir = mkdtempSync(path.join(tmpdir(), 'cover-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the seed’s cover cache', () => {
  it('gives the cover the renderer draws, then the kept file for the same art, and draws anew when the title changes', async () => {
    process.env.DATA_DIR = dir
    const { cachedCover } = await import('@/seed/coverCache')
    const game = loadGames()[0]
    const input = coverInputFor(game, 'ja-JP')
    const drawn = await cachedCover(input)
    expect(drawn.equals(await renderCover(input))).toBe(true)
    const files = readdirSync(path.join(dir, 'cover-cache'))
    expect(files).toHaveLength(1)
    // The kept file is what a second seed gets: marked here to tell it from a fresh drawing.
    const kept = path.join(dir, 'cover-cache', files[0])
    writeFileSync(kept, 'kept')
    expect((await cachedCover(input)).toString()).toBe('kept')
    // Another title is another picture: drawn, and kept beside the first.
    const retitled = await cachedCover({ ...input, title: `${input.title}Ⅱ` })
    expect(retitled.subarray(8, 12).toString()).toBe('WEBP')
    expect(readdirSync(path.join(dir, 'cover-cache'))).toHaveLength(2)
  })
})
