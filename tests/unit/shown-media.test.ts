/**
 * Every field through which content can show an uploaded file is one the rule of what strangers
 * may read knows (`src/lib/shownMedia.ts`): a new upload or rich-text field left out would show
 * its files on the pages while a stranger's read of them is refused, or (in `notShown`) says why
 * it shows none.
 */
import { buildConfig, type FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { notShown, shownMediaSources } from '@/lib/shownMedia'

import { configOptions } from '../../payload.config'

/** The paths (`slug.field`, nested with dots) of the fields that can link an uploaded file. */
function mediaFields(prefix: string, fields: FlattenedField[]): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}.${field.name}`
    if (field.type === 'richText') return [path]
    if (field.type === 'upload' || field.type === 'relationship') {
      const to = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      return to.includes('media') ? [path] : []
    }
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
      return mediaFields(path, field.flattenedFields)
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) =>
        mediaFields(`${path}.${block.slug}`, block.flattenedFields ?? []),
      )
    return []
  })
}

describe('what strangers may read of the uploaded files', () => {
  it('knows every upload and rich-text field of every collection and global, and nothing else', async () => {
    const config = await buildConfig(configOptions)
    const found = [
      ...config.collections
        .filter(({ slug }) => slug !== 'media' && !slug.startsWith('payload-'))
        .flatMap(({ slug, flattenedFields }) => mediaFields(slug, flattenedFields)),
      ...config.globals.flatMap(({ slug, flattenedFields }) => mediaFields(slug, flattenedFields)),
    ].sort()
    expect(found.length).toBeGreaterThan(0)
    expect([...Object.keys(shownMediaSources), ...Object.keys(notShown)].sort()).toEqual(found)
  })
})
