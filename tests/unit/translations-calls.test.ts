/**
 * The calls under /api/translations, declared once (`translationsCalls`, src/endpoints/paths.ts):
 * the endpoints take their names from it and the production server its heavy ones, which take
 * turns server-wide. A call added to one and not the other is found here.
 */
import { describe, expect, it } from 'vitest'

import { endpointPaths, translationsCalls } from '@/endpoints/paths'
import { isHeavyCall } from '@/server/heavyCalls'

import config from '../../payload.config'

describe('the calls under /api/translations', () => {
  it('are each declared once, heavy or not, and the server tells the heavy ones', async () => {
    const { endpoints = [] } = await config
    const prefix = `${endpointPaths.translations}/`
    const served = endpoints
      .map(({ path }) => path)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length))
    expect([...served].sort()).toEqual(Object.keys(translationsCalls).sort())
    for (const [name, { heavy }] of Object.entries(translationsCalls))
      expect(isHeavyCall({ method: 'GET', url: `/api${prefix}${name}`, headers: {} }), name).toBe(
        heavy,
      )
  })
})
