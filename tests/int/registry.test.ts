/**
 * A localised collection declared through the registry alone (tests/int/fixtures/config-with-news.ts)
 * joins the translators' workflow, the previews, the visitor limits, the refresh of its pages and
 * the sitemap, with no other registration: this is what `docs/extending.md` promises.
 */
import pg from 'pg'
import {
  createLocalReq,
  getPayload,
  type CollectionSlug,
  type Payload,
  type TypedUser,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { registeredContent } from '@/content/registry'
import { sitemapPages, sitemapTags } from '@/content/sitemap'
import { exchangeFile, parseExchangeFile, type ExchangeFormat } from '@/translation/exchange'
import { readTranslationEntries } from '@/translation/freshness'
import { entryForForm } from '@/translation/form'
import { statusOf } from '@/translation/status'
import { readStatusPage, rebuildTranslationStatus } from '@/translation/statusTable'
import { exportRows, importTexts } from '@/translation/transfer'
import { firstAdminContext } from '@/admin/firstAdmin'

import { configWithNews } from './fixtures/config-with-news'

/**
 * The tags the publish path was asked to expire, in order (this test's own database has no
 * instance listening: the path itself is proved by tests/int/publish-path.test.ts).
 */
const expired = vi.hoisted(() => [] as string[][])
vi.mock('@/publishing', async (original) => ({
  ...(await original<typeof import('@/publishing')>()),
  expireOnCommit: async (_req: unknown, tags: string[]) => {
    expired.push(tags)
  },
}))

const databaseURL = new URL(process.env.DATABASE_URL!)
const newsDatabase = `${databaseURL.pathname.slice(1)}_news`

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

describe('a localised collection declared only through the registry', () => {
  let payload: Payload
  let editor: TypedUser
  let translator: TypedUser
  let newsId: number | string

  const reader = (user: TypedUser) => ({ payload, user })

  beforeAll(async () => {
    await onServer(`drop database if exists "${newsDatabase}" with (force)`)
    await onServer(`create database "${newsDatabase}"`)
    const url = new URL(databaseURL)
    url.pathname = `/${newsDatabase}`
    payload = await getPayload({ config: configWithNews(url.toString()), key: 'news' })

    const user = async (role: string, languages: string[] = []) =>
      (await payload.create({
        collection: 'users',
        data: {
          email: `${role}@news.example.com`,
          password: `${role}-password-1234`,
          name: role,
          role,
          languages,
        } as never,
        overrideAccess: true,
        context: firstAdminContext,
      })) as TypedUser
    await user('admin')
    editor = await user('editor')
    translator = await user('translator', ['th-TH'])

    const post = await payload.create({
      collection: 'news' as never,
      data: { slug: 'launch', title: 'Starfin opens in Manila', _status: 'published' } as never,
      locale: 'en-US',
      user: editor,
      overrideAccess: false,
    })
    newsId = (post as { id: number }).id
  })

  afterAll(async () => {
    await payload?.destroy()
    await onServer(`drop database if exists "${newsDatabase}" with (force)`)
  })

  it('is in the registry the workflow and the site read', () => {
    expect(registeredContent(payload).map(({ kind, slug }) => `${kind}:${slug}`)).toContain(
      'collection:news',
    )
  })

  it('is in the translation status, missing Thai until a translator writes it', async () => {
    const { entries } = await readTranslationEntries(reader(editor))
    const entry = entries.find((candidate) => candidate.key === `news/${newsId}`)
    expect(entry).toMatchObject({
      title: 'Starfin opens in Manila',
      ref: { collection: 'news', id: newsId },
    })
    expect(statusOf(entry!).missing['th-TH']).toEqual(['title'])
  })

  it('is in the status screen’s table from its first save, and with every other entry after a rebuild', async () => {
    const missingThai = await readStatusPage(payload, { locale: 'th-TH', state: 'missing' })
    expect(missingThai.entries.find((entry) => entry.key === `news/${newsId}`)).toMatchObject({
      title: 'Starfin opens in Manila',
      ref: { collection: 'news', id: newsId },
      missing: { 'th-TH': ['title'] },
    })
    expect(missingThai.publication.get(`news/${newsId}`)?.['en-US']).toBe('published')

    await rebuildTranslationStatus(payload)
    const { entries } = await readTranslationEntries(reader(editor))
    const table = await readStatusPage(payload, {})
    expect(table.entries.map((entry) => entry.key)).toEqual(entries.map((entry) => entry.key))
    expect(table.entries).toEqual(entries.map((entry) => statusOf(entry)))
  })

  it.each<ExchangeFormat>(['json', 'csv', 'xliff'])(
    'is exported as %s with its English, and a Thai file comes back as a Thai draft',
    async (format) => {
      const rows = await exportRows(reader(translator), 'th-TH')
      const file = exchangeFile(format, 'th-TH', rows)
      expect(file).toContain(`news/${newsId}/title`)
      expect(file).toContain('Starfin opens in Manila')

      const thai = `สตาร์ฟินเปิดที่มะนิลา (${format})`
      const edited =
        format === 'json'
          ? JSON.stringify({
              locale: 'th-TH',
              texts: { [`news/${newsId}/title`]: { 'th-TH': thai } },
            })
          : format === 'csv'
            ? `key,th-TH\r\nnews/${newsId}/title,${thai}\r\n`
            : file.replace(
                /(<trans-unit id="news\/\d+\/title"[\s\S]*?<\/source>\s*)<target[^>]*?(?:\/>|>[^<]*<\/target>)/,
                `$1<target state="translated">${thai}</target>`,
              )
      const parsed = parseExchangeFile(format, 'th-TH', edited)
      expect(parsed.ok).toBe(true)
      if (!parsed.ok) return
      const req = await createLocalReq({ user: translator }, payload)
      const summary = await importTexts({ ...reader(translator), req }, 'th-TH', parsed.texts)
      expect(summary).toMatchObject({ updated: 1, errors: [] })

      const draft = await payload.findByID({
        collection: 'news' as never,
        id: newsId,
        locale: 'th-TH',
        fallbackLocale: false,
        draft: true,
        overrideAccess: true,
      })
      expect((draft as { title?: string }).title).toBe(thai)
    },
  )

  it('shows the English beside the Thai field, and flags the Thai when the English changes', async () => {
    const form = await entryForForm(reader(translator), { collection: 'news', id: newsId }, 'th-TH')
    expect(form.texts.title).toMatchObject({
      english: 'Starfin opens in Manila',
      state: 'current',
    })
    const config = payload.collections['news' as CollectionSlug].config
    const title = config.fields.find((field) => 'name' in field && field.name === 'title')
    expect(JSON.stringify(title?.admin)).toContain('EnglishSource')

    await payload.update({
      collection: 'news' as never,
      id: newsId,
      data: { title: 'Starfin opens its Manila studio', _status: 'published' } as never,
      locale: 'en-US',
      user: editor,
      overrideAccess: false,
    })
    const after = await entryForForm(
      reader(translator),
      { collection: 'news', id: newsId },
      'th-TH',
    )
    expect(after.texts.title).toMatchObject({
      state: 'needs-update',
      translatedFrom: 'Starfin opens in Manila',
    })
  })

  it('records a translation of a global that keeps no versions (the glossary)', async () => {
    const claims = { games: '100', founded: '2015', fishing: '12', engine: 'Own' }
    await payload.updateGlobal({
      slug: 'glossary',
      data: { naming: 'Titles are translated.', claims } as never,
      locale: 'en-US',
      user: editor,
      overrideAccess: false,
    })
    await payload.updateGlobal({
      slug: 'glossary',
      data: { naming: 'แปลชื่อเกม', claims } as never,
      locale: 'th-TH',
      user: translator,
      overrideAccess: false,
    })
    const form = await entryForForm(reader(translator), { global: 'glossary' }, 'th-TH')
    expect(form.texts.naming).toMatchObject({ english: 'Titles are translated.', state: 'current' })
  })

  it('holds the translators to their own languages’ texts, as drafts', async () => {
    const change = (data: Record<string, unknown>, locale: 'th-TH' | 'ja-JP') =>
      payload.update({
        collection: 'news' as never,
        id: newsId,
        data: data as never,
        locale,
        draft: true,
        user: translator,
        overrideAccess: false,
      })
    await expect(change({ slug: 'renamed' }, 'th-TH')).rejects.toThrow(/shared by every language/)
    await expect(change({ title: '日本語' }, 'ja-JP')).rejects.toThrow(
      /only in their own languages/,
    )
    await expect(
      payload.create({
        collection: 'news' as never,
        data: { slug: 'other', title: 'x' } as never,
        user: translator,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/may not create news/)
    // In the admin, Publish and Unpublish are the editors' only, beside each language's own status.
    const { components } = payload.collections['news' as CollectionSlug].config.admin
    expect((components as { edit?: object } | undefined)?.edit).toMatchObject({
      PublishButton: '/translation/Publication/EditorsOnly#EditorsPublishButton',
      UnpublishButton: '/translation/Publication/EditorsOnly#EditorsUnpublishButton',
      Status: '/translation/Publication/EditorsOnly#EditorsStatus',
    })
  })

  it('is previewed, live and from the edit view, on its page in the site of the language edited', async () => {
    const { config } = payload
    expect(config.admin.livePreview?.collections).toContain('news')
    const news = payload.collections['news' as CollectionSlug].config
    const doc = { slug: 'launch' }
    const preview = await news.admin.preview?.(doc, {
      locale: 'th-TH',
      req: await createLocalReq({}, payload),
      token: null,
    })
    expect(preview).toBe(`/next/preview?path=${encodeURIComponent('/th/news/launch')}`)
    const url = config.admin.livePreview?.url as (args: object) => string | null
    expect(url({ data: doc, locale: { code: 'ja-JP' }, collectionConfig: news, payload })).toBe(
      `/next/preview?path=${encodeURIComponent('/jp/news/launch')}`,
    )
  })

  it('has the visitor limits on its API', async () => {
    // A fresh request each time: Payload writes the locale it settles on into the request.
    const visitor = (query = {}) => ({ payloadAPI: 'REST' as const, query })
    await expect(
      payload.find({ collection: 'news' as never, locale: 'all', req: visitor() }),
    ).rejects.toThrow(/locale=all is only available to logged-in editors/)
    await expect(
      payload.find({ collection: 'news' as never, req: visitor({ limit: 500 }) }),
    ).rejects.toThrow(/limit must be between 1 and 10/)
  })

  it('refreshes its pages when a public version changes, and not for a draft nobody sees', async () => {
    expired.length = 0
    await payload.update({
      collection: 'news' as never,
      id: newsId,
      data: { title: 'Draft only' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    // The draft of a published post: the public still sees the published version.
    expect(expired.flat()).toEqual(['news', 'news:launch', 'news', 'news:launch'])

    expired.length = 0
    const hidden = await payload.create({
      collection: 'news' as never,
      data: { slug: 'unannounced', title: 'Not yet' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(expired).toEqual([])
    await payload.update({
      collection: 'news' as never,
      id: (hidden as { id: number }).id,
      data: { _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
    })
    expect(expired.flat()).toEqual(expect.arrayContaining(['news', 'news:unannounced']))
  })

  it('is in the sitemap: its listing page and its published posts only', async () => {
    await payload.create({
      collection: 'news' as never,
      data: { slug: 'secret', title: 'Draft' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const paths = (await sitemapPages(payload)).map((page) => page.path)
    expect(paths).toEqual(expect.arrayContaining(['/news', '/news/launch', '/news/unannounced']))
    expect(paths).not.toContain('/news/secret')
    expect(sitemapTags(payload)).toContain('news')
  })
})
