import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export const admins: Access = ({ req: { user } }) => hasRole(user, 'admin')
export const adminsField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
