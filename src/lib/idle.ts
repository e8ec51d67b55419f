/**
 * Runs `work` when the browser is idle, or after `timeoutMs` at the latest; where the browser
 * cannot tell (no `requestIdleCallback`), after a tenth of it. Returns a cancel. For work that
 * must not compete with what the visitor sees or does.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(work, timeoutMs / 10)
  return () => window.clearTimeout(timer)
}
