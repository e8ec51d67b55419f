/** The enquiry form's rules: one schema for the browser (comfort) and the server (truth). */
// zod's tree-shakable build: the schema also runs in the browser, where full zod would weigh
// more than the rest of the home page's own code.
import * as z from 'zod/mini'

import { contentLocales, sitePrefixes } from '@/i18n/locales'
import { isOneLine } from '@/lib/oneLine'

import { contactChannels, enquiryTypes, type EnquiryError } from './options'

/** Refused before trimming: a line break at either end is refused too, not quietly cut. */
const oneLine = z.refine<string>(isOneLine, { error: 'oneLine' })

const required = (max: number, min = 1, ...first: z.core.$ZodCheck<string>[]) =>
  z.string({ error: 'required' }).check(
    ...first,
    z.trim(),
    // Nothing written is "required", whatever the least: "write a little more" under an empty
    // message read oddly (s45 readers, th and hk); a few words are "tooShort".
    z.minLength(1, { error: 'required' }),
    ...(min > 1 ? [z.minLength(min, { error: 'tooShort' })] : []),
    z.maxLength(max, { error: 'tooLong' }),
  )

/** A one-line text: no line breaks or other control characters (`oneLine`, naming the field). */
const line = (max: number) => required(max, 1, oneLine)

/** The message: its line breaks and tabs are kept, other control characters refused. */
const paragraphs = (max: number, min: number) =>
  required(max, min).check(
    z.refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
      error: 'required',
    }),
  )

const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' }))), '')

/** The handle: optional, on one line. */
const optionalLine = (max: number) =>
  z._default(
    z.optional(z.string().check(oneLine, z.trim(), z.maxLength(max, { error: 'tooLong' }))),
    '',
  )

export const enquiryBody = z
  .strictObject({
    name: line(100),
    company: line(120),
    email: z.pipe(line(200), z.email({ error: 'email' })),
    country: line(80),
    channel: z.enum(contactChannels, { error: 'required' }),
    handle: optionalLine(100),
    type: z.enum(enquiryTypes, { error: 'required' }),
    message: paragraphs(5000, 10),
    locale: z.enum(contentLocales, { error: 'required' }),
    site: z.enum(sitePrefixes as [string, ...string[]], { error: 'required' }),
    /** The spam trap: a field people never see; bots fill it. */
    website: optionalText(500),
  })
  .check(
    z.refine((value) => value.channel === 'email' || Boolean(value.handle), {
      path: ['handle'],
      error: 'required',
    }),
  )

export type EnquiryBody = z.input<typeof enquiryBody>

/** Field → error code, for the form and the API's 400 answer. */
export function enquiryErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): Record<string, EnquiryError> {
  const fields: Record<string, EnquiryError> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const code =
      (['required', 'email', 'tooLong', 'tooShort', 'oneLine'] as const).find(
        (c) => c === issue.message,
      ) ?? 'required'
    fields[field] ??= code
  }
  return fields
}
