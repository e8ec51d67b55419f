/**
 * The deepest a request's JSON may nest: a GraphQL request's (its variables) and a document
 * written through Payload's REST routes (`src/server/bodyShape.ts`). Far above any query's or
 * document's (a rich text nests about two levels a node), below what the readers of such a value
 * survive. A `where` 3,000 levels deep as a GraphQL variable overflowed the stack while GraphQL
 * coerced it, before Payload or the query rules saw it, and was answered 200 with a bare list of
 * messages; a preference or a rich text a few thousand levels deep overflowed Payload's database
 * adapter or the rich text's validation (round 31: a 500 and a stack for any staff account).
 */
export const maxRequestNesting = 100

/** Whether JSON text nests objects and arrays deeper than `max`, read in one pass (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let level = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') {
      if (++level > max) return true
    } else if (c === '}' || c === ']') level--
  }
  return false
}
