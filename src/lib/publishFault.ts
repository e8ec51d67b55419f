import type { AcceptedLanguages } from '@payloadcms/translations'
import {
  beforeChangeTraverseFields,
  getLocalI18n,
  isolateObjectProperty,
  ValidationError,
  type CollectionSlug,
  type GlobalSlug,
  type JsonObject,
  type PayloadRequest,
  type ValidationFieldError,
} from 'payload'

/** What a publish is of: a document of a collection, or a global. */
export type PublishTarget = { collection: string; id: number | string } | { global: string }

/**
 * Why publishing an entry's latest draft in one language would be refused now, in the words
 * "Publish in …" is refused with ("The following field is invalid: Texts > Title", in the
 * account's admin language), or undefined when it would go out.
 *
 * The same check as the publish itself: Payload's field validation of the latest draft in that
 * language with `_status: 'published'`, run without saving anything. A scheduled publish is a
 * publish at a later minute; asked when it is scheduled, a language that cannot go out is refused
 * then and there (walk 30, F11: it was accepted, and its job failed at its minute with the reason
 * in the server's log alone).
 */
export async function publishFault(
  req: PayloadRequest,
  target: PublishTarget,
  locale: string,
): Promise<string | undefined> {
  const { payload } = req
  const checking = isolateObjectProperty(req, ['locale', 'fallbackLocale', 'i18n', 't'])
  checking.locale = locale as PayloadRequest['locale']
  checking.fallbackLocale = false
  // Payload's words of the request's admin language in full: the admin's server functions carry
  // only the words of its screens, and its "The following fields are invalid" was a raw key there.
  checking.i18n = await getLocalI18n({
    config: payload.config,
    language: req.i18n.language as AcceptedLanguages,
  })
  checking.t = checking.i18n.t
  const read = { draft: true, depth: 0, fallbackLocale: false, overrideAccess: true } as const
  const collection =
    'collection' in target ? payload.collections[target.collection as CollectionSlug] : undefined
  const global =
    'global' in target
      ? payload.globals.config.find((entry) => entry.slug === target.global)
      : undefined
  if (!collection && !global) return undefined
  const readIn = async (inLocale: string) =>
    (collection
      ? await payload.findByID({
          collection: collection.config.slug,
          id: (target as { id: number | string }).id,
          locale: inLocale as 'all',
          ...read,
          req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
        })
      : await payload.findGlobal({
          slug: global!.slug as GlobalSlug,
          locale: inLocale as 'all',
          ...read,
          req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
        })) as unknown as JsonObject
  const [doc, docWithLocales] = await Promise.all([readIn(locale), readIn('all')])
  const data: JsonObject = { ...doc, _status: 'published' }
  const errors: ValidationFieldError[] = []
  await beforeChangeTraverseFields({
    id: collection ? (target as { id: number | string }).id : undefined,
    collection: collection?.config ?? null,
    context: {},
    data,
    doc,
    docWithLocales,
    errors,
    fieldLabelPath: '',
    fields: collection?.config.fields ?? global!.fields,
    global: global ?? null,
    mergeLocaleActions: [],
    operation: 'update',
    overrideAccess: true,
    parentIndexPath: '',
    parentIsLocalized: false,
    parentPath: '',
    parentSchemaPath: '',
    req: checking,
    siblingData: data,
    siblingDoc: doc,
    siblingDocWithLocales: docWithLocales,
  })
  if (!errors.length) return undefined
  return new ValidationError(
    {
      collection: collection?.config.slug,
      global: global?.slug,
      errors,
      req: checking,
    },
    checking.t,
  ).message
}
