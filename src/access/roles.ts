import type { ContentLocale } from '@/i18n/locales'

export const roles = ['admin', 'editor', 'translator', 'sales'] as const
export type Role = (typeof roles)[number]

/** The shape of the logged-in admin user that access functions look at. */
export type StaffUser =
  { role?: Role | null; languages?: ContentLocale[] | null } | null | undefined

export const hasRole = (user: StaffUser, ...allowed: Role[]): boolean =>
  Boolean(user?.role && allowed.includes(user.role))
