/**
 * A localised collection declared through the registry alone
 * (tests/int/fixtures/config-with-registry-probe.ts)
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

import { allOf, oneOf, registeredContent, tagsOfReads } from '@/content/registry'
import { sitemapPages, sitemapReads } from '@/content/sitemap'
import { exchangeFile, parseExchangeFile, type ExchangeFormat } from '@/translation/exchange'
import { readTranslationEntries } from '@/translation/freshness'
import { entryForForm } from '@/translation/form'
import { statusOf } from '@/translation/status'
import { readStatusPage, rebuildTranslationStatus } from '@/translation/statusTable'
import { exportRows, importTexts } from '@/translation/transfer'
import { firstAdminContext } from '@/admin/firstAdmin'
import { getLabels } from '@/data/labels'
import { labelDefaults } from '@/globals/LabelSets/defaults'
import { contentLocales, defaultContentLocale } from '@/i18n/locales'
import { seedLabels } from '@/seed/labels'

import { configWithRegistryProbe, probeSlug } from './fixtures/config-with-registry-probe'

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

/** While set, every language's label file lacks `demo.stake`, as a key added since they were written. */
const withoutStake = vi.hoisted(() => ({ value: false }))
vi.mock('@/seed/content/load', async (original) => {
  const load = await original<typeof import('@/seed/content/load')>()
  const { contentLocales, defaultContentLocale } = await import('@/i18n/locales')
  return {
    ...load,
    loadLabels: () => {
      const labels = load.loadLabels()
      if (withoutStake.value)
        for (const locale of contentLocales)
          if (locale !== defaultContentLocale) {
            const { stake: _, ...demo } = labels[locale].demo
            labels[locale] = { ...labels[locale], demo }
          }
      return labels
    },
  }
})

const databaseURL = new URL(process.env.DATABASE_URL!)
const probeDatabase = `${databaseURL.pathname.slice(1)}_registry_probe`

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
  let postId: number | string

  const reader = (user: TypedUser) => ({ payload, user })

  beforeAll(async () => {
    await onServer(`drop database if exists "${probeDatabase}" with (force)`)
    await onServer(`create database "${probeDatabase}"`)
    const url = new URL(databaseURL)
    url.pathname = `/${probeDatabase}`
    payload = await getPayload({ config: configWithRegistryProbe(url.toString()), key: probeSlug })

    const user = async (role: string, languages: string[] = []) =>
      (await payload.create({
        collection: 'users',
        data: {
          email: `${role}@probe.example.com`,
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
      collection: probeSlug as never,
      data: { slug: 'launch', title: 'Starfin opens in Manila', _status: 'published' } as never,
      locale: 'en-US',
      user: editor,
      overrideAccess: false,
    })
    postId = (post as { id: number }).id
  })

  afterAll(async () => {
    await payload?.destroy()
    await onServer(`drop database if exists "${probeDatabase}" with (force)`)
  })

  it('is in the registry the workflow and the site read', () => {
    expect(registeredContent(payload).map(({ kind, slug }) => `${kind}:${slug}`)).toContain(
      `collection:${probeSlug}`,
    )
  })

  it('is in the translation status, missing Thai until a translator writes it', async () => {
    const { entries } = await readTranslationEntries(reader(editor))
    const entry = entries.find((candidate) => candidate.key === `${probeSlug}/${postId}`)
    expect(entry).toMatchObject({
      title: 'Starfin opens in Manila',
      ref: { collection: probeSlug, id: postId },
    })
    expect(statusOf(entry!).missing['th-TH']).toEqual(['title'])
  })

  it('is in the status screen’s table from its first save, and with every other entry after a rebuild', async () => {
    const missingThai = await readStatusPage(payload, { locale: 'th-TH', state: 'missing' })
    expect(
      missingThai.entries.find((entry) => entry.key === `${probeSlug}/${postId}`),
    ).toMatchObject({
      title: 'Starfin opens in Manila',
      ref: { collection: probeSlug, id: postId },
      missing: { 'th-TH': ['title'] },
    })
    expect(missingThai.publication.get(`${probeSlug}/${postId}`)?.['en-US']).toBe('published')

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
      expect(file).toContain(`${probeSlug}/${postId}/title`)
      expect(file).toContain('Starfin opens in Manila')

      const thai = `สตาร์ฟินเปิดที่มะนิลา (${format})`
      // Each text with the stamp of the Thai on the site as the file was made.
      const key = `${probeSlug}/${postId}/title`
      const base = rows.find((row) => row.key === key)!.base
      const edited =
        format === 'json'
          ? JSON.stringify({ locale: 'th-TH', texts: { [key]: { 'th-TH': thai, base } } })
          : format === 'csv'
            ? `key,th-TH,base\r\n${key},${thai},${base}\r\n`
            : file.replace(
                /(<trans-unit id="registry-probe\/\d+\/title"[\s\S]*?<\/source>\s*)<target[^>]*?(?:\/>|>[^<]*<\/target>)/,
                `$1<target state="translated">${thai}</target>`,
              )
      const parsed = parseExchangeFile(format, 'th-TH', edited)
      expect(parsed.ok).toBe(true)
      if (!parsed.ok) return
      const req = await createLocalReq({ user: translator }, payload)
      const summary = await importTexts({ ...reader(translator), req }, 'th-TH', parsed.texts)
      expect(summary).toMatchObject({ updated: 1, errors: [] })

      const draft = await payload.findByID({
        collection: probeSlug as never,
        id: postId,
        locale: 'th-TH',
        fallbackLocale: false,
        draft: true,
        overrideAccess: true,
      })
      expect((draft as { title?: string }).title).toBe(thai)
    },
  )

  it('shows the English beside the Thai field, and flags the Thai when the English changes', async () => {
    const form = await entryForForm(
      reader(translator),
      { collection: probeSlug, id: postId },
      'th-TH',
    )
    expect(form.texts.title).toMatchObject({
      english: 'Starfin opens in Manila',
      state: 'current',
    })
    const config = payload.collections[probeSlug as CollectionSlug].config
    const title = config.fields.find((field) => 'name' in field && field.name === 'title')
    expect(JSON.stringify(title?.admin)).toContain('EnglishSource')

    await payload.update({
      collection: probeSlug as never,
      id: postId,
      data: { title: 'Starfin opens its Manila studio', _status: 'published' } as never,
      locale: 'en-US',
      user: editor,
      overrideAccess: false,
    })
    const after = await entryForForm(
      reader(translator),
      { collection: probeSlug, id: postId },
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
        collection: probeSlug as never,
        id: postId,
        data: data as never,
        locale,
        draft: true,
        user: translator,
        overrideAccess: false,
      })
    await expect(change({ slug: 'renamed' }, 'th-TH')).rejects.toThrow(/shared by all languages/)
    await expect(change({ title: '日本語' }, 'ja-JP')).rejects.toThrow(
      /only write in your own languages, and Japanese isn’t one of them/,
    )
    await expect(
      payload.create({
        collection: probeSlug as never,
        data: { slug: 'other', title: 'x' } as never,
        user: translator,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Only editors add/)
    // In the admin, Publish and Unpublish are the editors' only, beside each language's own status.
    const { components } = payload.collections[probeSlug as CollectionSlug].config.admin
    expect((components as { edit?: object } | undefined)?.edit).toMatchObject({
      PublishButton: '/translation/Publication/EditorsOnly#EditorsPublishButton',
      UnpublishButton: '/translation/Publication/EditorsOnly#EditorsUnpublishButton',
      Status: '/translation/Publication/EditorsOnly#EditorsStatus',
    })
  })

  it('is previewed, live and from the edit view, on its page in the site of the language edited', async () => {
    const { config } = payload
    expect(config.admin.livePreview?.collections).toContain(probeSlug)
    const probe = payload.collections[probeSlug as CollectionSlug].config
    const doc = { slug: 'launch' }
    const preview = await probe.admin.preview?.(doc, {
      locale: 'th-TH',
      req: await createLocalReq({}, payload),
      token: null,
    })
    expect(preview).toBe(`/next/preview?path=${encodeURIComponent('/th/probe/launch')}`)
    const url = config.admin.livePreview?.url as (args: object) => string | null
    expect(url({ data: doc, locale: { code: 'ja-JP' }, collectionConfig: probe, payload })).toBe(
      `/next/preview?path=${encodeURIComponent('/jp/probe/launch')}`,
    )
  })

  it('has the visitor limits on its API', async () => {
    // A fresh request each time: Payload writes the locale it settles on into the request.
    const visitor = (query = {}) => ({ payloadAPI: 'REST' as const, query })
    await expect(
      payload.find({ collection: probeSlug as never, locale: 'all', req: visitor() }),
    ).rejects.toThrow(/locale=all is only available to logged-in editors/)
    await expect(
      payload.find({ collection: probeSlug as never, req: visitor({ limit: 500 }) }),
    ).rejects.toThrow(/limit must be between 1 and 10/)
  })

  it('refreshes its pages when a public version changes, and not for a draft nobody sees', async () => {
    expired.length = 0
    await payload.update({
      collection: probeSlug as never,
      id: postId,
      data: { title: 'Draft only' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    // The draft of a published post: the public still sees the published version.
    expect(expired.flat()).toEqual([
      probeSlug,
      `${probeSlug}:launch`,
      probeSlug,
      `${probeSlug}:launch`,
    ])

    expired.length = 0
    const hidden = await payload.create({
      collection: probeSlug as never,
      data: { slug: 'unannounced', title: 'Not yet' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(expired).toEqual([])
    await payload.update({
      collection: probeSlug as never,
      id: (hidden as { id: number }).id,
      data: { _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
    })
    expect(expired.flat()).toEqual(expect.arrayContaining([probeSlug, `${probeSlug}:unannounced`]))

    // Its pages' getters, which name only what they read, carry exactly the tags that expired.
    const types = registeredContent(payload)
    const listPage = tagsOfReads(types, 'probe-list', [allOf(probeSlug)])
    const postPage = tagsOfReads(
      types,
      'probe-post',
      [oneOf(probeSlug, (slug) => ({ slug }))],
      'unannounced',
    )
    expect(listPage).toEqual([probeSlug])
    expect(postPage).toEqual([`${probeSlug}:unannounced`])
    expect(expired.flat()).toEqual(expect.arrayContaining([...listPage, ...postPage]))
  })

  it('is in the sitemap: its listing page and its published posts only', async () => {
    await payload.create({
      collection: probeSlug as never,
      data: { slug: 'secret', title: 'Draft' } as never,
      locale: 'en-US',
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const paths = (await sitemapPages(payload)).map((page) => page.path)
    expect(paths).toEqual(expect.arrayContaining(['/probe', '/probe/launch', '/probe/unannounced']))
    expect(paths).not.toContain('/probe/secret')
    expect(tagsOfReads(registeredContent(payload), 'sitemap-pages', sitemapReads)).toContain(
      probeSlug,
    )
  })

  it('shows a public label that only English has yet in English on every site, read so, not copied', async () => {
    // The demo content the day a key is added: in defaults.ts, in no other language's file.
    withoutStake.value = true
    await seedLabels(await createLocalReq({}, payload), true)
    withoutStake.value = false
    const thai = await getLabels.draft(async () => payload, 'th-TH')
    expect(thai.demo.stake).toBe(labelDefaults.demo.stake)
    expect(thai.demo.fire).not.toBe(labelDefaults.demo.fire)
    const stored = (await payload.findGlobal({
      slug: 'demo-labels',
      locale: 'th-TH',
      fallbackLocale: false,
      overrideAccess: true,
    })) as { demo?: Record<string, string | null> }
    expect(stored.demo?.stake ?? null).toBeNull()

    // …and the translation status lists it as missing in each of those languages, and only it.
    const { entries } = await readTranslationEntries(reader(editor))
    const demo = statusOf(
      entries.find((entry) => entry.key === 'demo-labels')!,
      (text) => text.path,
    )
    for (const locale of contentLocales)
      expect(demo.missing[locale], locale).toEqual(
        locale === defaultContentLocale ? [] : ['demo.stake'],
      )
  })
})
