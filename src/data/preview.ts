import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { hasRole } from '@/access/roles'

import { payloadClient } from './payload'

/**
 * Whether this request is an editor's or translator's preview: draft mode is on and a staff
 * session who may preview comes with it. Draft mode alone does not say who is asking: its cookie
 * holds one value for the whole build, the same for everyone who ever previewed, and it outlives
 * a logout, a removed account or a changed role. Without the session the page shows what is
 * published, as it does to any visitor.
 */
export const isPreviewing = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return hasRole(user, 'admin', 'editor', 'translator')
})
