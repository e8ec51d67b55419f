/** The custom property by which an optional text names its "not stated in this language" box. */
export const absentFlagKey = 'absentFlag'

type Named = { name?: string; type: string; custom?: Record<string, unknown> }

/**
 * Whether a localised field is one a translator writes: a text (short, long or rich; not one the
 * CMS derives, which is hidden), or the "not stated in this language" box of an optional text
 * among `siblings`. A localised picture, number or choice is the editors' in every language.
 */
export function isTranslatorsField(
  field: Named & { admin?: { hidden?: boolean } },
  siblings: readonly Named[],
): boolean {
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') return true
  return (
    field.type === 'checkbox' &&
    siblings.some((sibling) => sibling.custom?.[absentFlagKey] === field.name)
  )
}
