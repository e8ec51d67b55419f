import { ValidationError, type FieldHook } from 'payload'

/**
 * The most a rich text may hold in one language, as stored JSON: about twenty times the longest
 * the studio writes (the terms page, 14 KB), as a translation file's Markdown is bounded too.
 */
export const maxRichTextBytes = 256 * 1024

/**
 * A rich text within `maxRichTextBytes`, else a 400 naming the field, before anything reads it.
 * A translator's description of 40,000 paragraphs (6.4 MB, within the staff body limit) took
 * 12.8 s to save, and its version page was 27.7 MB of HTML after 21 s; each kept the server's
 * thread while visitors waited 5–10 s (round 31). A field hook, so drafts are bounded too.
 */
export const richTextWithinBounds: FieldHook = ({ collection, global, path, req, value }) => {
  if (value === null || value === undefined) return value
  const bytes = Buffer.byteLength(JSON.stringify(value))
  if (bytes <= maxRichTextBytes) return value
  throw new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      errors: [
        {
          path: path.join('.'),
          message: `A rich text holds at most ${maxRichTextBytes / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB.`,
        },
      ],
      req,
    },
    req.t,
  )
}
