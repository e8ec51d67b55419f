/**
 * The seeded texts are read by visitors and, in the admin, by translators: none carries the
 * studio's work notes ("round 26b read …", "(round 24: …)", "(reading 25: …)"), which the glossary's guidance did
 * (walk 34, F11).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const content = path.resolve('src/seed/content')

function* jsonFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    const entry = path.join(folder, name)
    if (statSync(entry).isDirectory()) yield* jsonFiles(entry)
    else if (name.endsWith('.json')) yield entry
  }
}

function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value]
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* strings(item, `${at}[${i}]`)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${at}.${key}`)
}

describe('the seeded content', () => {
  it('names no review round or reading in any text', () => {
    const notes: string[] = []
    for (const file of jsonFiles(content))
      for (const [at, text] of strings(JSON.parse(readFileSync(file, 'utf8')), ''))
        for (const note of text.matchAll(/.{0,40}\b(?:rounds?|readings?) \d+[a-z]?\b.{0,40}/gi))
          notes.push(`${path.relative(content, file)}${at}: …${note[0]}…`)
    expect(notes).toEqual([])
  })
})
