import type { Access } from 'payload'

/** Any logged-in admin user. */
export const staff: Access = ({ req: { user } }) => Boolean(user)
