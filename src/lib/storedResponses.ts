/**
 * The production server (scripts/serve.ts) keeps compressed copies of the pages and API answers
 * Next serves from its cache. Whatever expires Next's cache in this process must expire those
 * copies too, at the same moment: it calls `expireStoredResponses()`. The server, loaded apart
 * from Next's bundles, listens through a process-wide symbol.
 */
const listeners = Symbol.for('starfin.storedResponses.expire')

type Holder = { [listeners]?: Set<() => void> }

/** Called by whoever keeps copies of cached responses (the production server, a shared cache). */
export function onStoredResponsesExpired(listener: () => void): () => void {
  const set = ((globalThis as Holder)[listeners] ??= new Set())
  set.add(listener)
  return () => set.delete(listener)
}

/** Called with every revalidateTag/revalidatePath in this process. */
export function expireStoredResponses(): void {
  for (const listener of (globalThis as Holder)[listeners] ?? []) listener()
}
