/*
 * Payload's REST routes as its template generates them, with the request's faults answered as
 * 4xx, the versions of what keeps none a 404 (`refusingVersionsNotKept`), a preference's
 * delete done where Payload's fails (`deletingPreferences`), and the content-language preference
 * kept to a language (a translator's own, `keepingLocalePreference`).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { deletingPreferences } from '@/admin/deletePreference'
import { keepingLocalePreference } from '@/admin/localePreference'
import { answeringRequestFaults, refusingVersionsNotKept } from '@/lib/requestErrors'

export const GET = answeringRequestFaults(refusingVersionsNotKept(config, REST_GET(config)))
export const POST = answeringRequestFaults(
  refusingVersionsNotKept(config, keepingLocalePreference(config, REST_POST(config))),
)
export const DELETE = answeringRequestFaults(
  refusingVersionsNotKept(config, deletingPreferences(config, REST_DELETE(config))),
)
export const PATCH = answeringRequestFaults(refusingVersionsNotKept(config, REST_PATCH(config)))
export const PUT = answeringRequestFaults(refusingVersionsNotKept(config, REST_PUT(config)))
export const OPTIONS = answeringRequestFaults(REST_OPTIONS(config))
