import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '@/access/roles'
import { payloadClient } from '@/data/payload'
import { previewTarget } from '@/lib/preview'

/** Lets a logged-in editor or translator see drafts on the real public page. */
export async function GET(request: Request): Promise<Response> {
  const path = previewTarget(request)
  if (path instanceof Response) return path
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  const draft = await draftMode()
  if (!hasRole(user, 'admin', 'editor', 'translator')) {
    draft.disable()
    return Response.json({ error: 'Log in to the admin to preview drafts.' }, { status: 403 })
  }
  draft.enable()
  redirect(path)
}
