import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { toPicture } from '@/data/media'
import { responsiveImage } from '@/lib/images'
import { answerMadeUpQueries } from '@/server/generatedAddresses'

type Answer = { status?: number; headers?: Record<string, string>; body?: string }

function ask(url: string, method = 'GET'): Answer | undefined {
  const answer: Answer = {}
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(answer, { status, headers })
    },
    end(body?: string) {
      answer.body = body
    },
  } as unknown as ServerResponse
  const answered = answerMadeUpQueries({ url, method, headers: {} } as IncomingMessage, res)
  return answered ? answer : undefined
}

const cover = toPicture({
  id: 1,
  alt: '',
  url: 'http://localhost:3000/api/media/file/cover-702-zh-TW.webp',
  width: 1200,
  height: 900,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-25T18:30:00.000Z',
})!
const optimized = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

describe('a picture the server makes is decided by its address alone', () => {
  it('sends a drawn cover, a share image or a sitemap asked for with a query to its own address', () => {
    for (const path of [
      '/cover/eyJpZCI6NjAwMDd9.abc.webp',
      '/share/eyJpZCI6MX0.def.jpg',
      '/sitemaps/sitemap/0.xml',
      '/sitemap.xml',
    ]) {
      expect(ask(path)).toBeUndefined()
      const answer = ask(`${path}?v=${Math.random()}`)
      expect(answer?.status).toBe(308)
      expect(answer?.headers?.location).toBe(path)
    }
  })

  it('lets the image optimizer encode the cards’ own srcset, and no made-up version of a file', () => {
    for (const candidate of responsiveImage(cover, '50vw').srcSet.split(', '))
      expect(ask(candidate.split(' ')[0])).toBeUndefined()
    expect(ask(optimized('/cover/eyJpZCI6NjAwMDd9.abc.webp'))).toBeUndefined()
    for (const madeUp of [
      // An uploaded file at its bare address: a second set of every file's encodes (round 41, F3).
      '/api/media/file/cover-702-zh-TW.webp',
      '/api/media/file/cover-702-zh-TW.webp?v=m1',
      `${cover.url}0`,
      cover.url.replace(/_[0-9a-f]+$/, '_0000000000'),
      `${cover.url}&x=1`,
      `${cover.url}#1`,
      '/api/media/file/other.webp' + new URL(cover.url, 'http://x').search,
      '/cover/eyJpZCI6NjAwMDd9.abc.webp?v=1',
      '/cover/eyJpZCI6NjAwMDd9.abc.webp#2',
    ]) {
      const answer = ask(optimized(madeUp))
      expect(answer?.status, madeUp).toBe(400)
      expect(JSON.parse(answer!.body!).errors[0].message).toMatch(/not one this server gives/)
    }
  })

  it('refuses the image optimizer an address under its folders that names no file (answered with a redirect, a 500 from Next)', () => {
    for (const madeUp of [
      '/cover/x',
      '/cover/',
      '/cover/eyJpZCI6NjAwMDd9.abc.webp/',
      '/cover/a/b.c.webp',
      '/api/media/file/',
      '/api/media/file/cover-702-zh-TW.webp/',
    ]) {
      const answer = ask(optimized(madeUp))
      expect(answer?.status, madeUp).toBe(400)
      expect(answer?.headers?.['content-type']).toMatch(/^application\/json/)
    }
  })

  it('leaves other methods and addresses to the steps after it', () => {
    expect(ask('/cover/a.b.webp?v=1', 'POST')).toBeUndefined()
    expect(ask('/en/game?tab=hot')).toBeUndefined()
    expect(ask('/_next/static/chunks/a.js?v=1')).toBeUndefined()
  })
})
