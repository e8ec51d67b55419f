/**
 * Counts in the admin's sentences are written as each language writes numbers: the upload's
 * "1199 unchanged" had no thousands separator in any language (s42 readers).
 */
import { t as payloadT } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { adminMessages } from '@/labels'
import { adminT, counted } from '@/labels/t'

/** Payload's `t` over one language's texts, as the admin runs it. */
const tIn = (language: keyof typeof adminMessages) =>
  adminT((key: string, vars?: Record<string, unknown>) =>
    payloadT({ key, translations: { starfin: adminMessages[language] } as never, vars }),
  )

describe('a count in a sentence', () => {
  it('is grouped as the admin’s language groups digits, its plural chosen by the number', () => {
    expect(counted(tIn('en'), 'en', 'starfin:translationStatus:uploadUnchanged', 1199)).toBe(
      '1,199 unchanged',
    )
    expect(counted(tIn('pt'), 'pt', 'starfin:translationStatus:uploadUnchanged', 1199)).toBe(
      '1.199 sem alteração',
    )
    expect(counted(tIn('en'), 'en', 'starfin:translationStatus:uploadSaved', 1)).toBe(
      '1 field saved as a draft',
    )
    expect(counted(tIn('en'), 'en', 'starfin:translationStatus:uploadSaved', 12000)).toBe(
      '12,000 fields saved as drafts',
    )
  })
})
