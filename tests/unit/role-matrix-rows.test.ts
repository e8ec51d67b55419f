/**
 * The role table's test names every collection and global without a row, and shows the row to
 * add: for a collection declared through the registry, the site's rules for localised content
 * and a sample of its required fields.
 */
import { buildConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { configOptions } from '../../payload.config'
import { RegistryProbe } from '../int/fixtures/config-with-registry-probe'
import { missingRows } from '../support/roleMatrix'

describe('the role table’s missing rows', () => {
  it('are none for the site as it is', async () => {
    const rows = missingRows(await buildConfig(configOptions))
    expect(rows, `add to roleMatrix in tests/support/roleMatrix.ts:\n${rows.join('\n')}\n`).toEqual(
      [],
    )
  })

  it('say what to add for a new localised collection', async () => {
    const config = await buildConfig({
      ...configOptions,
      collections: [...(configOptions.collections ?? []), RegistryProbe],
    })
    expect(missingRows(config).filter((row) => row.includes('registry-probe'))).toEqual([
      "'registry-probe': { read: everyone, create: editors, delete: editors, texts: contentStaff, " +
        "shared: editors, publish: editors, sample: (n) => ({ slug: `matrix-${n}`, title: 'Matrix' }) },",
    ])
  })
})
