/**
 * The admin as round 29 found it: restoring an earlier draft of a global (the terms, the home
 * sections, the label sets) brings it back as the newest draft and leaves what visitors read alone,
 * as a game's does (src/hooks/restoredDraftsStayDrafts.ts).
 */
import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'

import { page, serverURL, staff, testPayload } from './helpers'

const title = async (draft: boolean) =>
  (
    await (
      await testPayload()
    ).findGlobal({ slug: 'terms-page', locale: 'en-US', draft, overrideAccess: true })
  ).title

let published: string | undefined
afterAll(async () => {
  // The published terms again as the newest version, so no draft is left waiting.
  if (published === undefined) return
  await (
    await testPayload()
  ).updateGlobal({
    slug: 'terms-page',
    locale: 'en-US',
    data: { title: published, _status: 'published' },
    overrideAccess: true,
  })
})

describe('restoring an earlier draft of a global', () => {
  it('makes it the newest draft and leaves the published terms on the site', async () => {
    const editor = await staff('editor')
    published = await title(false)
    expect(published).toBeTruthy()
    const before = await page('/en/tc')
    expect(before.status).toBe(200)
    expect(before.text).toContain(published)

    const saved = await fetch(`${serverURL}/api/globals/terms-page?locale=en-US&draft=true`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ title: 'Terms under rework' }),
    })
    expect(saved.status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.findGlobalVersions({
      slug: 'terms-page',
      where: { 'version._status': { equals: 'draft' } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    // A newer draft, so that the restore has something to bring back.
    await fetch(`${serverURL}/api/globals/terms-page?locale=en-US&draft=true`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ title: 'Terms under a second rework' }),
    })

    // As the admin's "Restore this version" of a draft version asks it.
    const restored = await fetch(
      `${serverURL}/api/globals/terms-page/versions/${docs[0].id}?draft=false`,
      { method: 'POST', headers: editor.headers },
    )
    expect(restored.status, await restored.clone().text()).toBe(200)

    expect(await title(false)).toBe(published)
    expect(await title(true)).toBe('Terms under rework')
    const after = await page('/en/tc')
    expect(after.status).toBe(200)
    expect(after.text).toContain(published)
    expect(after.text).not.toContain('Terms under rework')
  })

  it('still refuses a translator the restore of a version they may not write', async () => {
    const thai = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const { docs } = await payload.findGlobalVersions({
      slug: 'terms-page',
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    const refused = await fetch(
      `${serverURL}/api/globals/terms-page/versions/${docs[0].id}?draft=false`,
      { method: 'POST', headers: thai.headers },
    )
    expect(refused.status).toBe(403)
  })
})

describe('a publish scheduled for a time already past', () => {
  it('is refused with a message, and nothing is queued or published', async () => {
    const payload = await testPayload()
    const editor = await staff('editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const jobs = () =>
      payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
        overrideAccess: true,
      })
    const before = (await jobs()).totalDocs
    const answer = await guardedSchedulePublish({
      req,
      type: 'publish',
      date: new Date(Date.now() - 60 * 60_000),
      global: 'terms-page',
      localeToPublish: 'th-TH',
      timezone: 'Asia/Bangkok',
    } as unknown as Parameters<typeof guardedSchedulePublish>[0])
    expect(answer).toEqual({ error: expect.stringMatching(/passed/) })
    expect((await jobs()).totalDocs).toBe(before)
  })
})
