import type { Access } from 'payload'

import { hasRole } from './roles'

/** Enquiries are for the business team. */
export const sales: Access = ({ req: { user } }) => hasRole(user, 'admin', 'sales')
