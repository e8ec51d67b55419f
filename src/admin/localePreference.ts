import { getPayload, type SanitizedConfig } from 'payload'

import { hasRole, type StaffUser } from '@/access/roles'
import { contentLocaleLabels, isContentLocale } from '@/i18n/locales'

/** The content language the admin opens pages in: Payload's `locale` preference, by its key. */
const localePath = /^\/api\/payload-preferences\/locale$/

const refused = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status })

/**
 * `POST /api/payload-preferences/locale` holds a content language, and a translator's one of their
 * own. Payload writes a keyed preference straight to the database, past the collection's hooks
 * (`src/hooks/translatorsOwnLanguage.ts` keeps the admin's own writes, which go through them): a
 * translator stored Hindi, `all`, `*` or a list as the language their admin opened in (round 47,
 * F2). Any other preference, and any other method, goes on to Payload as it came.
 */
export function keepingLocalePreference(
  config: Promise<SanitizedConfig>,
  handler: (request: Request, ...rest: never[]) => Promise<Response>,
) {
  return async (request: Request, ...rest: never[]): Promise<Response> => {
    if (request.method !== 'POST' || !localePath.test(new URL(request.url).pathname))
      return handler(request, ...rest)
    let value: unknown
    try {
      const body = (await request.clone().json()) as { value?: unknown } | null
      value = body && typeof body === 'object' && 'value' in body ? body.value : body
    } catch {
      return refused(400, 'Send the preference as JSON: { "value": "th-TH" }.')
    }
    if (typeof value !== 'string' || !isContentLocale(value))
      return refused(400, 'The content language is one of the site’s languages, such as "th-TH".')
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    const staff = user as StaffUser | null
    if (hasRole(staff, 'translator') && !(staff?.languages ?? []).includes(value))
      return refused(
        403,
        `A translator’s admin opens in their own language: ${contentLocaleLabels[value]} is read-only to this account.`,
      )
    return handler(request, ...rest)
  }
}
