'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'

/** What each role may do; on the first-account screen (no one logged in), that it is the admin. */
export function RoleDescription() {
  const { user } = useAuth()
  const t = adminT(useTranslation().t)
  return (
    <div className="field-description">
      {t(user ? 'starfin:users:roleHelp' : 'starfin:users:firstUserRole')}
    </div>
  )
}
