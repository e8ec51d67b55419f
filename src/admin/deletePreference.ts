import { getPayload, type SanitizedConfig } from 'payload'

/** `/api/payload-preferences/<key>`: the one preference route whose delete this wraps. */
const preferencePath = /^\/api\/payload-preferences\/([^/]+)$/

/**
 * `DELETE /api/payload-preferences/<key>` done through the Local API. Payload's own deletes by
 * a query on the preference's polymorphic `user` relation, which its PostgreSQL adapter cannot
 * write ("missing FROM-clause entry"): every signed-in account's delete was a 500. The admin
 * never deletes a preference; the REST API documents it. A signed-in account deletes its own
 * preference under that key (404 when it has none); a stranger is a 401.
 */
export function deletingPreferences(
  config: Promise<SanitizedConfig>,
  handler: (request: Request, ...rest: never[]) => Promise<Response>,
) {
  return async (request: Request, ...rest: never[]): Promise<Response> => {
    const key = preferencePath.exec(new URL(request.url).pathname)?.[1]
    if (key === undefined) return handler(request, ...rest)
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (!user)
      return Response.json(
        { errors: [{ message: 'You are not allowed to perform this action.' }] },
        { status: 401 },
      )
    const { docs } = await payload.delete({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: decodeURIComponent(key) } },
          { 'user.value': { equals: user.id } },
          { 'user.relationTo': { equals: user.collection } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0)
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    return Response.json({ message: 'Preference deleted.', doc: docs[0] })
  }
}
