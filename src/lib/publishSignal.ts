/**
 * A publish, announced inside this process. Whatever expires Next's cache here (`revalidate`)
 * announces it; whoever keeps copies of cached answers beside Next (the production server's
 * stored responses, its relay to the fleet: `src/server/publish.ts`) listens. The server, loaded
 * apart from Next's bundles, shares the listeners through a process-wide symbol.
 */
const listeners = Symbol.for('starfin.publish')

type Holder = { [listeners]?: Set<() => void> }

export function onPublish(listener: () => void): () => void {
  const set = ((globalThis as Holder)[listeners] ??= new Set())
  set.add(listener)
  return () => set.delete(listener)
}

/** Called with every revalidateTag in this process. */
export function announcePublish(): void {
  for (const listener of (globalThis as Holder)[listeners] ?? []) listener()
}
