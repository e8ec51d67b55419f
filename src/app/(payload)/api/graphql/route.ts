/* Payload's GraphQL route as its template generates it, with the request's faults answered as 4xx. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { answeringRequestFaults } from '@/lib/requestErrors'

export const POST = answeringRequestFaults(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
