/**
 * The draft rules the config enforces when it is built: a collection that autosaves drafts must
 * validate them, or "Create New" saves an empty document as soon as the form opens.
 */
import { buildConfig, type CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { configOptions } from '../../payload.config'

const probe = (drafts: object): CollectionConfig => ({
  slug: 'registry-probe',
  fields: [{ name: 'title', type: 'text', required: true }],
  versions: { drafts },
})

const withProbe = (drafts: object) =>
  buildConfig({
    ...configOptions,
    collections: [...(configOptions.collections ?? []), probe(drafts)],
  })

describe('the draft rules', () => {
  it('refuse to build a config with a collection that autosaves unvalidated drafts, naming it and the fix', async () => {
    await expect(withProbe({ autosave: { interval: 1500 } })).rejects.toThrow(
      /^Collection "registry-probe" autosaves drafts without validating them: "Create New" would save an empty registry-probe document as soon as the form opens\. Add validate: true to its versions\.drafts/,
    )
    await expect(withProbe({ autosave: { interval: 1500 }, validate: false })).rejects.toThrow(
      /registry-probe/,
    )
  })

  it('build the site’s config, and a collection with validated autosaves or drafts without autosave', async () => {
    await expect(buildConfig(configOptions)).resolves.toBeTruthy()
    await expect(withProbe({ autosave: { interval: 1500 }, validate: true })).resolves.toBeTruthy()
    await expect(withProbe({})).resolves.toBeTruthy()
  })
})
