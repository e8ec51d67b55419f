'use client'

import { PublishButton, UnpublishButton, useAuth } from '@payloadcms/ui'

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
