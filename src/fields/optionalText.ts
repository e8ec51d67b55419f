import type { Field } from 'payload'

import { label } from '@/labels'
import { absentFlagKey } from '@/lib/absentFlag'

export { absentFlagKey }

/**
 * An optional localised text that a language may leave out on purpose. Payload falls back to
 * English for an empty localised text, so an empty text alone would show English on a localised
 * page: beside it, a per-language box says "not stated in this language", the page then shows
 * nothing, and the translation status counts the text as done there.
 */
export function optionalText(
  name: string,
  type: 'text' | 'textarea',
  texts: { label: ReturnType<typeof label>; description?: ReturnType<typeof label> },
): Field[] {
  const flag = `${name}Absent`
  const { label: textLabel, description } = texts
  const text = {
    name,
    label: textLabel,
    localized: true,
    required: false,
    admin: { description },
    custom: { [absentFlagKey]: flag },
  } as const
  return [
    type === 'textarea' ? { ...text, type } : { ...text, type },
    {
      name: flag,
      type: 'checkbox',
      localized: true,
      defaultValue: false,
      label: label((m) => m.optionalText.absent),
      admin: { description: label((m) => m.optionalText.absentHelp) },
    },
  ]
}

/** Whether an optional text is to be shown: it has words and the language does not leave it out. */
export const shownText = (
  text: string | null | undefined,
  absent: boolean | null | undefined,
): string | null => (!absent && text?.trim() ? text : null)
