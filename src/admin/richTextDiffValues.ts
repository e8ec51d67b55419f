/**
 * A rich text as the version page's diff may turn it into HTML. The diff (Payload's
 * `LexicalDiffComponent`) writes each version out with the Lexical HTML converters and shows the
 * result with `dangerouslySetInnerHTML`; the table cell's converter writes `headerState` into its
 * `class` attribute unescaped, and any account that writes a rich text may store any node (a
 * translator's own language, as a draft). A Thai translator's cell whose `headerState` closed the
 * attribute put their `<style>` and a `<meta http-equiv="refresh">` to another site into an
 * editor's view of that version (round 30). The diff gets each table cell's numbers as the
 * numbers Lexical gives them; everything else is passed on as stored.
 */

type LexicalNode = Record<string, unknown> & { children?: unknown }

/** A whole number of at least `least`, else the value Lexical starts a cell with. */
const whole = (value: unknown, least: number, otherwise: number | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least ? value : otherwise

/**
 * The deepest node the diff shows. Lexical's converters follow `children` to any depth, so what
 * lies deeper is left out rather than passed on unchecked: a cell under 201 quotes kept its
 * `headerState` as stored, and the round-30 markup reached the editor's page again (round 31).
 */
const maxDepth = 200

function safeNode(node: unknown, depth: number): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node
  const copy: LexicalNode = { ...(node as LexicalNode) }
  if (copy.type === 'tablecell') {
    copy.headerState = whole(copy.headerState, 0, 0)
    copy.colSpan = whole(copy.colSpan, 1, undefined)
    copy.rowSpan = whole(copy.rowSpan, 1, undefined)
  }
  if (Array.isArray(copy.children))
    copy.children = depth < maxDepth ? copy.children.map((child) => safeNode(child, depth + 1)) : []
  return copy
}

/** The rich text's value (`{ root }`), or the value as given when it is none. */
export function richTextForDiff<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || !('root' in value)) return value
  return { ...value, root: safeNode((value as { root: unknown }).root, 0) } as Value
}
