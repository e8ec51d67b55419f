import type { Access } from 'payload'

import { hasRole } from './roles'

/** Visitors read published documents only; content staff also read drafts. */
export const publishedOrContentStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor', 'translator')) return true
  return { _status: { equals: 'published' } }
}
