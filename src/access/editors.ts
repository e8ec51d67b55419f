import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

/** Admins and editors: create, publish and delete content. */
export const editors: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')

/** Non-localised fields: translators may read them but never change them. */
export const editorsField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
