import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '@/access/roles'
import { payloadClient } from '@/data/payload'

/** Lets a logged-in editor or translator see drafts on the real public page. */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  if (!path.startsWith('/') || path.startsWith('//'))
    return Response.json({ error: 'Give a path on this site.' }, { status: 400 })
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
