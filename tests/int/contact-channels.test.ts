import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { page, serverURL, staff, testPayload, type StaffLogin } from './helpers'

/** Each site's contact channels are the editors' to set in Site settings, and its form shows them. */
describe('the contact channels of a site', () => {
  let editor: StaffLogin
  let seeded: unknown[]

  const saveContacts = (contacts: unknown[]) =>
    fetch(`${serverURL}/api/globals/site-settings`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ contacts }),
    })
  /** The channels of the home page's enquiry form on a site, in their order. */
  const channelsOn = async (site: string) =>
    [...(await page(`/${site}`)).html.matchAll(/<option value="([a-z]+)"/g)]
      .map((match) => match[1])
      .filter((value) => !['integration', 'partnership', 'demo', 'other'].includes(value))

  beforeAll(async () => {
    editor = await staff('editor')
    const settings = await (
      await testPayload()
    ).findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
    })
    seeded = (settings.contacts ?? []).map(({ site, channels, phoneExample }) => ({
      site,
      channels,
      phoneExample,
    }))
  })

  afterAll(() => saveContacts(seeded))

  it('start as each market uses them: LINE on /jp and /th, KakaoTalk on /kr, Zalo on /vn, WeChat first on /cn', async () => {
    expect(await channelsOn('jp')).toEqual(['email', 'line'])
    // LINE alone beside e-mail on /th: WhatsApp is little used there, and Telegram is tied to
    // illegal gambling promotion in Thailand and Korea (th and kr readers, round 28).
    expect(await channelsOn('th')).toEqual(['email', 'line'])
    expect(await channelsOn('kr')).toEqual(['email', 'kakaotalk'])
    expect(await channelsOn('vn')).toEqual(['email', 'zalo', 'telegram'])
    expect(await channelsOn('cn')).toEqual(['wechat', 'email'])
  })

  it('change on a site’s form at its next visit when an editor changes them, that site only', async () => {
    const others = await channelsOn('en')
    const contacts = [
      ...(seeded as { site: string }[]).filter((row) => row.site !== 'ph'),
      { site: 'ph', channels: ['viber', 'email'], phoneExample: '+63 2 8123 4567' },
    ]
    expect((await saveContacts(contacts)).status).toBe(200)

    expect(await channelsOn('ph')).toEqual(['viber', 'email'])
    const { html } = await page('/ph')
    expect(html).toContain('For example, @studio_partner or +63 2 8123 4567.')
    expect(await channelsOn('en')).toEqual(others)
  })

  it('are refused with the reason when a site is listed twice or a channel is unknown', async () => {
    const twice = await saveContacts([
      { site: 'jp', channels: ['email'], phoneExample: '+81 3-1234-5678' },
      { site: 'jp', channels: ['line'], phoneExample: '+81 3-1234-5678' },
    ])
    expect(twice.status).toBe(400)
    expect(JSON.stringify(await twice.json())).toContain('jp')
    const unknown = await saveContacts([
      { site: 'jp', channels: ['pager'], phoneExample: '+81 3-1234-5678' },
    ])
    expect(unknown.status).toBe(400)
    expect(await channelsOn('jp')).toEqual(['email', 'line'])
  })
})
