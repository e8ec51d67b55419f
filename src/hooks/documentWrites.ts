import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type Plugin,
} from 'payload'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Payload's own refusal, answered 400 with its message (public), not worth a stack in the log. */
const noDocument = () =>
  new APIError(
    'Send the document as a JSON object, or as a form with it in the `_payload` field.',
    400,
    undefined,
    true,
  )

/**
 * A write over HTTP that brings Payload no document: a form of a file alone to a collection or a
 * global that takes no upload. Payload's operations read the document's `_status` before anything
 * checks it: a 500 and a stack for any staff account (round 32). The body check
 * (`src/server/bodyShape.ts`) refuses every other write without a document; which collections take
 * an upload only Payload's config knows.
 */
const collectionWrite: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || (operation !== 'create' && operation !== 'update')) return args
  if (!isRecord((args as { data?: unknown }).data)) throw noDocument()
  return args
}

const globalWrite: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'update') return args
  if (!isRecord((args as { data?: unknown }).data)) throw noDocument()
  return args
}

/** Every write to a collection without uploads, and to every global, brings its document. */
export const writesBringDocuments: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.upload
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [collectionWrite, ...(collection.hooks?.beforeOperation ?? [])],
          },
        },
  ),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [globalWrite, ...(global.hooks?.beforeOperation ?? [])],
    },
  })),
})
