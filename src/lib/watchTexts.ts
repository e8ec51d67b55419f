/**
 * Rewrites, in the browser, the text of admin elements that Payload renders from components
 * without a slot: `rewrite` gets each element the selector finds whose first child is a text
 * node, now and after every change of the page. Only the node's text is written, so the node
 * stays React's. Returns the stop, for an effect's cleanup. A `rewrite` writes only text that
 * differs from what it would write, or each write would set it off again.
 */
export function watchTexts(selector: string, rewrite: (text: Text, element: HTMLElement) => void) {
  const run = () => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = element.firstChild
      if (text instanceof Text) rewrite(text, element)
    }
  }
  const observer = new MutationObserver(run)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  run()
  return () => observer.disconnect()
}
