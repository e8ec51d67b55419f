/**
 * A page that is not there, rendered by the page itself rather than by `notFound()`: Next 16 answers
 * a `notFound()` thrown while a server component renders with an empty error shell (`<html
 * id="__next_error__">`, no `lang`, no words until scripts run; vercel/next.js#62228), so the
 * site's pages render their 404 in the site's layout and mark it, and the production server
 * answers a marked document with status 404 (`src/server/secureResponses.ts`).
 */
export const notFoundMark = 'data-page-not-found'

/** Whether an HTML document is a page's 404: its `<main>` carries the mark. */
const marked = new RegExp(`<main [^>]*${notFoundMark}=""`)
export const isPageNotFound = (html: string) => marked.test(html)

/** Fills `{name}` placeholders of a label (no ICU: a path may hold any character). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
