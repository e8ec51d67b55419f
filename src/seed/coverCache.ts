import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { encodeCover, renderCoverSvg, type CoverInput } from '@/art'
import { envValue } from '@/lib/env'

/**
 * The seed's encoded covers, kept on disk under what they draw: a file is named by the hash of
 * its cover's SVG and the encoder's version, so it can never be a stale picture, only a missing
 * one. Encoding is most of a cover's time (about 0.2 s of the SVG's 0.02 s): a second seed on the
 * same machine (CI's fleet after the test database's, a developer's reset) encodes only the covers
 * whose art or title changed. Best effort: a directory that cannot be written is drawn around.
 */
const cacheDir = path.resolve(envValue('DATA_DIR'), 'cover-cache')
const encoder = JSON.stringify(sharp.versions)
/** Entries no seed has used for this long go at the next seed's first write. */
const keptFor = 30 * 24 * 3600 * 1000

let pruned = false

export async function cachedCover(input: CoverInput): Promise<Buffer> {
  const markup = renderCoverSvg(input)
  const key = createHash('sha256').update(encoder).update('\0').update(markup).digest('hex')
  const file = path.join(cacheDir, `${key}.webp`)
  const kept = await readFile(file).catch(() => null)
  if (kept) {
    // Used: kept from the pruning for another month.
    const now = new Date()
    await utimes(file, now, now).catch(() => {})
    return kept
  }
  const webp = await encodeCover(markup)
  await keep(file, webp).catch(() => {})
  return webp
}

async function keep(file: string, webp: Buffer) {
  await mkdir(cacheDir, { recursive: true })
  if (!pruned) {
    pruned = true
    await prune()
  }
  // Written whole, then named: a seed stopped mid-write leaves no half a picture under the name.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, webp)
  await rename(partial, file)
}

async function prune() {
  const before = Date.now() - keptFor
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name)
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }))
    if (mtimeMs < before || name.endsWith('.partial')) await unlink(file).catch(() => {})
  }
}
