import type { AdminViewServerProps } from 'payload'

import { adminT } from '@/labels/t'

/**
 * Replaces Payload's "Forgot password?" screen. Passwords are not reset by e-mail here (the server
 * refuses the request: `src/collections/Users`), but Payload's screen said "Email sent … check
 * your spam" with a Resend button whatever the answer, and no e-mail ever came (walk 52, F2). It
 * says what to do instead, in the admin's language.
 */
export function NoPasswordReset({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const t = adminT(req.i18n.t)
  return (
    <div className="forgot-password">
      <h1>{t('starfin:noPasswordReset:title')}</h1>
      <p>{t('starfin:noPasswordReset:body')}</p>
      <a href={`${req.payload.config.routes.admin}/login`}>
        {req.i18n.t('authentication:backToLogin')}
      </a>
    </div>
  )
}
