import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Button, Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { adminT } from '@/labels/t'

/**
 * What someone who may read a collection but not add to it sees at its "Create New" address
 * (a translator at Media → Create New): that adding is the editors' work, in their admin
 * language, and the way back to the list, in the admin's frame (a custom view brings its own).
 * Payload's own screen there said "Unauthorized" and offered only to log out. Accounts are the
 * admins' work, not the editors' (a translator at Users → Create New was told to ask an editor).
 */
export async function EditorsWork({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  // A custom view is open to anyone unless it asks: a stranger goes to sign in, as from every
  // other screen of the admin.
  if (!req.user)
    redirect(formatAdminURL({ adminRoute, path: req.payload.config.admin.routes.login }))
  const t = adminT(req.i18n.t)
  const slug = searchParams?.collection
  const collection = req.payload.config.collections.find((config) => config.slug === slug)
  // Whose work it is, asked of the collection's own rule: would an editor be let in?
  const editorsMay = collection
    ? await collection.access.create({
        req: { ...req, user: { ...req.user, role: 'editor' } } as PayloadRequest,
      })
    : true
  const adminsOnly = !editorsMay
  const label = collection
    ? getTranslation(collection.labels.plural, req.i18n)
    : req.i18n.t('general:collections')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="editors-work">
        <h1>{t(adminsOnly ? 'starfin:editorsWork:adminsTitle' : 'starfin:editorsWork:title')}</h1>
        <p>
          {t(adminsOnly ? 'starfin:editorsWork:adminsBody' : 'starfin:editorsWork:body', { label })}
        </p>
        <Button
          el="link"
          size="large"
          to={formatAdminURL({
            adminRoute,
            path: collection ? `/collections/${collection.slug}` : '',
          })}
        >
          {t('starfin:editorsWork:back', { label })}
        </Button>
      </Gutter>
    </DefaultTemplate>
  )
}
