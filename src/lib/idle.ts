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

/**
 * Runs each of `steps`, in order, in an idle moment of its own (see `whenIdle`), so that no
 * single one of the browser's tasks holds them all; returns a cancel.
 */
export function eachWhenIdle(steps: Array<() => void>, timeoutMs: number): () => void {
  let cancelled = false
  let cancelStep = () => {}
  const run = (index: number) => {
    if (cancelled || index >= steps.length) return
    cancelStep = whenIdle(() => {
      steps[index]()
      run(index + 1)
    }, timeoutMs)
  }
  run(0)
  return () => {
    cancelled = true
    cancelStep()
  }
}
