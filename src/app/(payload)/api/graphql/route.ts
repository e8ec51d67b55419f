/* Payload's GraphQL route as its template generates it, with the request's faults answered as 4xx. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { Kind, parse } from 'graphql'

import { answeringRequestFaults } from '@/lib/requestErrors'

const graphQL = GRAPHQL_POST(config)

/**
 * Whether the body asks for a subscription. The schema has none, and Payload's own complexity
 * rule fails on one before GraphQL can say so (a 500 for anyone): it is refused first. A body
 * that does not parse is left to Payload, which answers it.
 */
async function asksForSubscription(request: Request): Promise<boolean> {
  if (!request.headers.get('content-type')?.includes('application/json')) return false
  try {
    const body: unknown = await request.json()
    return (Array.isArray(body) ? body : [body]).some(
      (operation: { query?: unknown } | null) =>
        typeof operation?.query === 'string' &&
        parse(operation.query).definitions.some(
          (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
        ),
    )
  } catch {
    return false
  }
}

export const POST = answeringRequestFaults(async (request: Request) =>
  (await asksForSubscription(request.clone()))
    ? Response.json(
        { errors: [{ message: 'Subscriptions are not available: ask with a query.' }] },
        { status: 400 },
      )
    : graphQL(request),
)

export const OPTIONS = REST_OPTIONS(config)
