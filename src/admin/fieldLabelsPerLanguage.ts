/**
 * Each admin language reads the fields' labels in itself, on a version's page and in the form.
 * Payload keeps one "client schema map" of a collection's or a global's fields, labels resolved,
 * for every language at once (its cache is keyed by the collection alone,
 * `@payloadcms/ui/utilities/getClientSchemaMap`): the first reader's language stayed for all, and
 * a Thai translator read "Updated At" on a version's page after an English editor, an English
 * editor "หัวเรื่อง" after a Thai translator. Payload's own switch, which its development server
 * sets to rebuild the map after a change of the config, is kept on here, so that the map is built
 * for each request in that request's language (the client configuration it is built from is kept
 * per language already). Building it is a walk over the fields, a few milliseconds.
 */
export function fieldLabelsInEachLanguage() {
  const key = '_payload_doNotCacheClientSchemaMap'
  if (Object.getOwnPropertyDescriptor(globalThis, key)?.get) return
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => true,
    // Payload turns it off after each build: it stays on.
    set: () => {},
  })
}
