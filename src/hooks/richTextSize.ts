import { ValidationError, type FieldHook } from 'payload'

/**
 * The most a rich text may hold in one language, as stored JSON: about twenty times the longest
 * the studio writes (the terms page, 14 KB), as a translation file's Markdown is bounded too.
 */
export const maxRichTextBytes = 256 * 1024

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether a value is shaped as a rich text (`{ root }`, each node an object and its `children`, where
 * it has them, a list), walked without recursion. A translator's draft skips validation, so
 * Lexical's own hooks met a `null`, a text or a number among the nodes with a 500 and a stack,
 * and `"abc"`, `{ root: null }` or a paragraph whose children were an object were stored as the
 * language's rich text (round 32).
 */
export function isRichTextShape(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.root)) return false
  const pending: unknown[] = [value.root]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isRecord(node)) return false
    if (!('children' in node)) continue
    if (!Array.isArray(node.children)) return false
    pending.push(...node.children)
  }
  return true
}

const refusal = (
  { collection, global, path, req }: Parameters<FieldHook>[0],
  message: string,
): ValidationError =>
  new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ path: path.join('.'), message }],
      req,
    },
    req.t,
  )

/**
 * A rich text within `maxRichTextBytes`, else a 400 naming the field, before anything reads it.
 * A translator's description of 40,000 paragraphs (6.4 MB, within the staff body limit) took
 * 12.8 s to save, and its version page was 27.7 MB of HTML after 21 s; each kept the server's
 * thread while visitors waited 5–10 s (round 31). A field hook, so drafts are bounded too; it runs
 * before the editor's own hooks, so a value that is no rich text is refused here (round 32).
 */
export const richTextWithinBounds: FieldHook = (args) => {
  const { value } = args
  if (value === null || value === undefined) return value
  if (!isRichTextShape(value))
    throw refusal(
      args,
      'A rich text is an object with a root; each of its nodes is an object, and their children a list of nodes.',
    )
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes <= maxRichTextBytes) return value
  throw refusal(
    args,
    `A rich text holds at most ${maxRichTextBytes / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB.`,
  )
}
