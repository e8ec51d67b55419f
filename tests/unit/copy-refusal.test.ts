import { describe, expect, it } from 'vitest'

import { throwingRefusal } from '@/admin/copyRefusal'

describe('a refused "Copy to locale"', () => {
  it('is thrown to the drawer, which shows a thrown message and nothing else', async () => {
    const refused = throwingRefusal(async () => ({
      data: { error: 'You may not change the hi-IN text of this document.' },
    }))
    await expect(refused({})).rejects.toThrow('You may not change the hi-IN text of this document.')
  })

  it('leaves a copy that was made as it was answered', async () => {
    const made = { data: { title: 'Lantern River' } }
    expect(await throwingRefusal(async () => made)({})).toBe(made)
    // The drawer's own signal to stop: no answer at all.
    expect(await throwingRefusal(async () => undefined)({})).toBeUndefined()
  })
})
