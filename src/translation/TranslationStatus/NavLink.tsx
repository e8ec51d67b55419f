'use client'

import { Link, NavGroup, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'

import { adminT } from '@/labels/t'
import type { User } from '@/payload-types'
import { isTranslationStaff } from '@/translation/roles'

/** The nav entry of /admin/translations, for the roles that may open it. */
export function TranslationStatusNavLink() {
  const { user } = useAuth<User>()
  const { config } = useConfig()
  const pathname = usePathname()
  const t = adminT(useTranslation().t)
  if (!isTranslationStaff(user)) return null

  const href = formatAdminURL({ adminRoute: config.routes.admin, path: '/translations' })
  const label = (
    <>
      {pathname === href && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{t('starfin:translationStatus:navLink')}</span>
    </>
  )
  return (
    <NavGroup label={t('starfin:groups:translations')}>
      {pathname === href ? (
        <div className="nav__link" id="nav-translations">
          {label}
        </div>
      ) : (
        <Link className="nav__link" href={href} id="nav-translations" prefetch={false}>
          {label}
        </Link>
      )}
    </NavGroup>
  )
}
