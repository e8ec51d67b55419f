import { describe, expect, it } from 'vitest'

import { serverURL } from './helpers'

describe('GET /api/health', () => {
  it('answers that the app and its database are up', async () => {
    const response = await fetch(`${serverURL}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok', app: 'ok', database: 'ok' })
  })
})
