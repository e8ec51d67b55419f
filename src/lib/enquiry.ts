/** The enquiry form's rules: one schema for the browser (comfort) and the server (truth). */
import { z } from 'zod'

import { contentLocales, sitePrefixes } from '@/i18n/locales'

export const enquiryTypes = ['integration', 'partnership', 'demo', 'other'] as const
export const contactChannels = ['email', 'telegram', 'whatsapp', 'skype'] as const
export const enquiryStatuses = ['new', 'in-progress', 'answered', 'spam'] as const

/** Error codes the form turns into the visitor's language (label set `form`). */
export type EnquiryError = 'required' | 'email' | 'tooLong' | 'tooShort'

const text = (max: number, min = 1) =>
  z
    .string({ message: 'required' })
    .trim()
    .min(min, { message: min > 1 ? 'tooShort' : 'required' })
    .max(max, { message: 'tooLong' })
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { message: 'required' })

export const enquiryBody = z
  .object({
    name: text(100),
    company: text(120),
    email: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(200, { message: 'tooLong' }).pipe(z.email({ message: 'email' })),
    country: text(80),
    channel: z.enum(contactChannels, { message: 'required' }),
    handle: z.string().trim().max(100, { message: 'tooLong' }).optional().default(''),
    type: z.enum(enquiryTypes, { message: 'required' }),
    message: text(5000, 10),
    locale: z.enum(contentLocales, { message: 'required' }),
    site: z.enum(sitePrefixes as [string, ...string[]], { message: 'required' }),
    /** The spam trap: a field people never see; bots fill it. */
    website: z.string().max(500).optional().default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.channel !== 'email' && !value.handle) ctx.addIssue({ code: 'custom', path: ['handle'], message: 'required' })
  })

export type EnquiryBody = z.input<typeof enquiryBody>

/** Field → error code, for the form and the API's 400 answer. */
export function enquiryErrors(error: z.ZodError): Record<string, EnquiryError> {
  const fields: Record<string, EnquiryError> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const code = (['required', 'email', 'tooLong', 'tooShort'] as const).find((c) => c === issue.message) ?? 'required'
    fields[field] ??= code
  }
  return fields
}
