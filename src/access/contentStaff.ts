import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins, editors and translators: the staff who write content. */
export const contentStaff: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor', 'translator')
