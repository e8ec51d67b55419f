'use client'

import {
  PublishButton,
  UnpublishButton,
  useAuth,
  useDocumentInfo,
  useTranslation,
} from '@payloadcms/ui'
import { Status } from '@payloadcms/ui/elements/Status'

import type { User } from '@/payload-types'

const isTranslator = (user: User | null | undefined) => user?.role === 'translator'

/** Publish (and its schedule menu): for editors; translators' work is saved as drafts. */
export function EditorsPublishButton() {
  const { user } = useAuth<User>()
  return isTranslator(user) ? null : <PublishButton />
}

export function EditorsUnpublishButton() {
  const { user } = useAuth<User>()
  return isTranslator(user) ? null : <UnpublishButton />
}

/**
 * The document's status. Payload's offers "Revert to published", which publishes; translators,
 * who cannot publish, see the status alone.
 */
export function EditorsStatus() {
  const { user } = useAuth<User>()
  return isTranslator(user) ? <StatusOnly /> : <Status />
}

function StatusOnly() {
  const { hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const { t } = useTranslation()
  const status = !hasPublishedDoc
    ? 'version:draft'
    : unpublishedVersionCount > 0
      ? 'version:changed'
      : 'version:published'
  return (
    <div className="status">
      <div className="status__value-wrap">
        <span className="status__label">{t('version:status')}: </span>
        <span className="status__value">{t(status)}</span>
      </div>
    </div>
  )
}
