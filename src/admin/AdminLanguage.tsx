'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

/**
 * Signing in sets the admin's language cookie to the account's language (collections/Users/
 * signIn.ts), but Payload then moves to the dashboard within the page, keeping the layout and the
 * texts of the language the login screen had. When the cookie and the texts differ, the layout is
 * fetched again in the cookie's language.
 *
 * It also marks the page with the account's role (`<html data-role="translator">`), for what the
 * admin's styles leave out of a role's screens (custom.scss).
 */
export function AdminLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const name = `${config.cookiePrefix || 'payload'}-lng`

  useEffect(() => {
    const cookie = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1)
    if (user && cookie && decodeURIComponent(cookie) !== i18n.language) router.refresh()
  }, [user, name, i18n.language, router])

  const role = (user as { role?: string } | null)?.role
  useEffect(() => {
    if (role) document.documentElement.dataset.role = role
    else delete document.documentElement.dataset.role
  }, [role])

  return children
}
