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

/**
 * A sentence with a count, its number written as the admin's language writes numbers ("1,199
 * unchanged", "1.199 sem alteração"): Payload's `t` chooses the plural form by the number and
 * writes its digits bare ("1199", s42 readers).
 */
export function counted(t: AdminT, language: string, key: AdminKey, count: number): string {
  const text = t(key, { count })
  const formatted = new Intl.NumberFormat(language).format(count)
  const digits = String(count)
  return formatted === digits
    ? text
    : text.replace(new RegExp(`(?<![\\d.,])${digits}(?![\\d.,]\\d|\\d)`), formatted)
}
