import type { TFunction } from '@payloadcms/translations'

import type { AdminMessages } from './en'

/**
 * Our keys for Payload's `t`, apart from the dictionaries: client components import this
 * without pulling every language's texts into the admin's script.
 */
type Keys<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Keys<T[K], `${Prefix}${K}:`>
}[keyof T & string]

/** Every key of our texts as Payload's `t` takes it: `starfin:translationStatus:title`. */
export type AdminKey = Keys<AdminMessages, 'starfin:'>

export type AdminT = TFunction<AdminKey>

/** Payload's `t` (from `useTranslation` or `req.i18n`), narrowed to our keys. */
export const adminT = (t: unknown) => t as AdminT
