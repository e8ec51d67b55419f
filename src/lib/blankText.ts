export type TextFormat = 'text' | 'richText'

/** Rich-text nodes that are content without any text of their own. */
const contentNodes = new Set(['upload', 'relationship'])

function hasContent(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false
  const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown }
  if (typeof text === 'string') return text.trim() !== ''
  if (typeof type === 'string' && contentNodes.has(type)) return true
  return Array.isArray(children) && children.some(hasContent)
}

/** No value, only white space, or rich text that is nothing but empty paragraphs. */
export function isBlank(format: TextFormat, value: unknown): boolean {
  if (format === 'richText')
    return !hasContent((value as { root?: unknown } | null | undefined)?.root)
  return typeof value !== 'string' || value.trim() === ''
}
