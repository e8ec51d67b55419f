import { getEnabledNodes, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
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

/** The node types an editor's configuration knows (Lexical's own and its features'), per configuration. */
const nodeTypesOfEditor = new WeakMap<object, ReadonlySet<string>>()

/**
 * The node types the field's editor reads, or undefined when the field has no Lexical editor. A
 * headless editor of the same nodes holds them, Lexical's own (root, paragraph, text, line break,
 * tab) included, as Lexical reads a stored state.
 */
export function editorNodeTypes(field: unknown): ReadonlySet<string> | undefined {
  const editorConfig = (field as { editor?: { editorConfig?: SanitizedServerEditorConfig } })
    ?.editor?.editorConfig
  if (!editorConfig?.features?.nodes) return undefined
  let types = nodeTypesOfEditor.get(editorConfig)
  if (!types) {
    const editor = createHeadlessEditor({ nodes: getEnabledNodes({ editorConfig }) })
    types = new Set(editor._nodes.keys())
    nodeTypesOfEditor.set(editorConfig, types)
  }
  return types
}

/**
 * The first node whose type the editor does not know (`{ "type": "table" }` where the editor has no
 * tables), walked without recursion; undefined when every node is one of `types`.
 */
export function unknownNodeType(
  value: { root: unknown },
  types: ReadonlySet<string>,
): string | undefined {
  const pending: unknown[] = [value.root]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { type, children } = node as { type?: unknown; children?: unknown }
    if (typeof type !== 'string' || !types.has(type)) return String(type).slice(0, 100)
    if (Array.isArray(children)) pending.push(...(children as unknown[]))
  }
  return undefined
}

/** The schemes a link of the site's texts may have; an address without one is relative. */
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * The first link address of another scheme (`javascript:`, `data:`, `vbscript:`), read as a
 * browser reads it: without the spaces, tabs and line breaks it skips (`java\tscript:`); or of
 * another shape than a text (a list or an object passed for it, round 44, F1), or a link node
 * without its fields (the translation files' Markdown failed on one with a 500, round 44, F2).
 * Undefined when every link is a web, e-mail or phone address, or relative.
 */
export function linkOfOtherScheme(value: { root: unknown }): string | undefined {
  const pending: unknown[] = [value.root]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { type, children, fields } = node as {
      type?: unknown
      children?: unknown
      fields?: unknown
    }
    const isLink = type === 'link' || type === 'autolink'
    if (isLink && (typeof fields !== 'object' || fields === null || Array.isArray(fields)))
      return JSON.stringify(fields ?? null).slice(0, 100)
    const url = (fields as { url?: unknown } | undefined)?.url
    if (isLink && url !== undefined && url !== null && typeof url !== 'string')
      return JSON.stringify(url).slice(0, 100)
    if (typeof url === 'string') {
      const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))
      if (scheme && !linkSchemes.has(scheme[1].toLowerCase())) return url.slice(0, 100)
    }
    if (Array.isArray(children)) pending.push(...(children as unknown[]))
  }
  return undefined
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
 * A rich text within `maxRichTextBytes`, of nodes its editor knows, else a 400 naming the field,
 * before anything reads it.
 * A translator's description of 40,000 paragraphs (6.4 MB, within the staff body limit) took
 * 12.8 s to save, and its version page was 27.7 MB of HTML after 21 s; each kept the server's
 * thread while visitors waited 5–10 s (round 31). A field hook, so drafts are bounded too; it runs
 * before the editor's own hooks, so a value that is no rich text is refused here (round 32). A node
 * of a type the editor does not know (a `table`: the site's editor offers none) was stored, and
 * each save printed Lexical's "error #17" and "#38" with their stacks, twice, as the translation
 * hooks read it as Markdown; the admin's editor cannot show it (round 33). A link of another
 * scheme than the web's, e-mail's or phone's is refused too.
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
  if (bytes > maxRichTextBytes)
    throw refusal(
      args,
      `A rich text holds at most ${maxRichTextBytes / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB.`,
    )
  const types = editorNodeTypes(args.field)
  const unknown = types && unknownNodeType(value as { root: unknown }, types)
  if (unknown !== undefined)
    throw refusal(
      args,
      `A rich text holds the kinds of text its editor offers; "${unknown}" is none of them.`,
    )
  // React blocks a `javascript:` link on the site, but the same text goes out in translation
  // files, e-mails and whatever else reads it (round 43, F3).
  const link = linkOfOtherScheme(value as { root: unknown })
  if (link !== undefined)
    throw refusal(
      args,
      `A link goes to a web page (https://…), an e-mail (mailto:…) or a phone number (tel:…), or is relative; "${link}" is none of them.`,
    )
  return value
}

/**
 * A text is a string (or nothing), else a 400 naming the field. A translator's draft skips
 * validation, and a Thai title sent as `{"hi-IN": "…"}`, `12345` or a list was stored as its JSON
 * text (round 40, F2).
 */
export const textIsString: FieldHook = (args) => {
  const { value } = args
  if (value === null || value === undefined) return value
  if (typeof value !== 'string')
    throw refusal(args, 'A text is a string of characters, not an object, a list or a number.')
  if (value.length > maxPlainTextLength)
    throw refusal(
      args,
      `A text holds at most ${maxPlainTextLength.toLocaleString('en-US')} characters; this one has ${value.length.toLocaleString('en-US')}.`,
    )
  return value
}

/**
 * The longest plain text (a title, a label, a glossary's naming rule): far past any the studio
 * writes. A draft skips validation and a text without `maxLength` took 900 KB, which every
 * reader of its versions then received (round 59, F5).
 */
export const maxPlainTextLength = 20_000
