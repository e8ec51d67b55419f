/* Payload's GraphQL route as its template generates it, with the request's faults answered as 4xx. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { Kind, parse } from 'graphql'

import { graphQLDocumentFault, maxRequestNesting, nestsDeeperThan } from '@/hooks/visitorLimits'
import { answeringRequestFaults } from '@/lib/requestErrors'

const graphQL = GRAPHQL_POST(config)

/** Whether a query asks for a subscription (one that does not parse is not). */
function asksForSubscription(query: string): boolean {
  try {
    return parse(query).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription',
    )
  } catch {
    return false
  }
}

/**
 * Why the body's query is refused before Payload reads it: Payload's own complexity rule fails
 * on a subscription (the schema has none) and on fragments that spread themselves before
 * GraphQL can say so, a 500 for anyone (`graphQLDocumentFault`); GraphQL's reading of variables,
 * and its parser of a query, nested thousands deep overflow the stack (`maxRequestNesting`). A body that does not parse is
 * left to Payload, which answers it.
 */
async function refusal(request: Request): Promise<string | undefined> {
  const text = await request.text()
  if (nestsDeeperThan(text, maxRequestNesting))
    return `The request's variables nest more than ${maxRequestNesting} levels deep.`
  // Parsed only when it can be one (a JSON `\u` escape can spell any of it): every other query
  // goes straight to Payload.
  const escaped = text.includes('\\u')
  const subscription = escaped || text.includes('subscription')
  // A query can nest deeper than the ceiling only with more opening brackets than it.
  const brackets = (text.match(/[{([]/g)?.length ?? 0) > maxRequestNesting
  if (!subscription && !brackets && !text.includes('...')) return undefined
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  for (const operation of Array.isArray(body) ? body : [body]) {
    const query = (operation as { query?: unknown } | null)?.query
    if (typeof query !== 'string') continue
    if (subscription && asksForSubscription(query))
      return 'Subscriptions are not available: ask with a query.'
    const fault = graphQLDocumentFault(query)
    if (fault) return fault
  }
  return undefined
}

export const POST = answeringRequestFaults(async (request: Request) => {
  const refused = await refusal(request.clone())
  return refused
    ? Response.json({ errors: [{ message: refused }] }, { status: 400 })
    : graphQL(request)
})

export const OPTIONS = REST_OPTIONS(config)
