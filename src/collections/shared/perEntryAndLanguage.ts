import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { nobody } from '@/access/nobody'
import { contentLocales } from '@/i18n/locales'

/**
 * A table the translation workflow keeps for itself: one row per translated entry and content
 * language, out of the admin's navigation, read by content staff and written only by the server.
 * `entryIndexed` adds an index on the entry alone, for tables read by entry without a language.
 */
export function perEntryAndLanguage<Slug extends CollectionSlug>(
  slug: Slug,
  { entryIndexed = false, fields }: { entryIndexed?: boolean; fields: Field[] },
): CollectionConfig<Slug> {
  return {
    slug,
    admin: { hidden: true },
    access: { read: contentStaff, create: nobody, update: nobody, delete: nobody },
    indexes: [{ fields: ['entry', 'locale'], unique: true }],
    fields: [
      {
        name: 'entry',
        type: 'text',
        required: true,
        ...(entryIndexed && { index: true }),
        admin: { description: 'The entry’s key in the translation files: games/24, label-sets.' },
      },
      {
        name: 'locale',
        type: 'select',
        required: true,
        options: contentLocales.map((code) => ({ label: code, value: code })),
      },
      ...fields,
    ],
  }
}
