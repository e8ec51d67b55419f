import type { AdminViewServerProps } from 'payload'

import { adminT } from '@/labels/t'
import { firstUserClosedMessage } from '@/admin/firstAdmin'

/** Replaces Payload's create-first-user screen outside a local start (see admin/firstAdmin). */
export function FirstAdminClosed({ initPageResult }: AdminViewServerProps) {
  const t = adminT(initPageResult.req.i18n.t)
  return (
    <div className="create-first-user">
      <h1>{t('starfin:firstAdminClosed:title')}</h1>
      <p>{firstUserClosedMessage}</p>
    </div>
  )
}
