'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  UnpublishButton,
  useAuth,
  useConfig,
  useDocumentInfo,
  useForm,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { formatAdminURL } from 'payload/shared'

import { adminT } from '@/labels/t'
import type { ContentLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { PublishButton } from './PublishButton'
import { usePublication } from './usePublicationStates'

const isTranslator = (user: User | null | undefined) => user?.role === 'translator'

/**
 * Publish in the language on screen, with its menu to schedule and to publish all languages
 * (Publication/PublishButton): for editors; translators' work is saved as drafts.
 */
export function EditorsPublishButton() {
  const { user } = useAuth<User>()
  return isTranslator(user) ? null : <PublishButton />
}

export function EditorsUnpublishButton() {
  const { user } = useAuth<User>()
  return isTranslator(user) ? null : <UnpublishButton />
}

/**
 * The status of the language on screen (translation/publication): published, changed (published,
 * with changes not yet published), ready for review or draft. Payload's own status counts any
 * draft newer than the last publish, so it says "changed" after every one-language publish and
 * "published" while another language's draft waits. Its "Revert to published" (a revert publishes)
 * is offered to editors only; Payload shows it to everyone who may save, and exports its status
 * element from no entry point a component may import. Beside it, once visitors read the language,
 * when it was published: "Last Modified" is the drafts' time, and after a scheduled publish
 * nothing said when the copy went live (walk 31, F6).
 */
export function EditorsStatus() {
  const { user } = useAuth<User>()
  const { code } = useLocale()
  const { t } = useTranslation()
  const publication = usePublication()
  const state = publication?.states[code as ContentLocale]
  if (!state) return null
  const text = adminT(t)(`starfin:editorial:states:${state}`)
  const publishedAt = publication.publishedAt[code as ContentLocale]
  return (
    <>
      <div className="status" data-state={state} title={`${t('version:status')}: ${text}`}>
        <div className="status__value-wrap">
          <span className="status__label">{t('version:status')}: </span>
          <span className="status__value">{text}</span>
          {state === 'changed' && !isTranslator(user) && <RevertToPublished />}
        </div>
      </div>
      {publishedAt && <PublishedAt date={publishedAt} />}
    </>
  )
}

/**
 * "Published: <date>", as Payload writes "Last Modified" beside it: in the admin's language and
 * date format, in the reader's time zone (as the versions list dates the version).
 */
function PublishedAt({ date }: { date: string }) {
  const { config } = useConfig()
  const { i18n, t } = useTranslation()
  const written = formatDate({ date, i18n, pattern: config.admin.dateFormat })
  const label = adminT(t)('starfin:editorial:publishedAt')
  return (
    <div className="published-at doc-controls__value-wrap" title={`${label}: ${written}`}>
      <p className="doc-controls__label">{label}:&nbsp;</p>
      <p className="doc-controls__value">{written}</p>
    </div>
  )
}

/** Puts the published version back in the language on screen, after a confirmation. */
function RevertToPublished() {
  const {
    id,
    collectionSlug,
    globalSlug,
    incrementVersionCount,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  } = useDocumentInfo()
  const { config } = useConfig()
  const { reset } = useForm()
  const { code: locale } = useLocale()
  const { i18n, t } = useTranslation()
  const { toggleModal } = useModal()
  const modalSlug = `confirm-revert-${id ?? globalSlug}`

  const revert = async () => {
    const document = formatAdminURL({
      apiRoute: config.routes.api,
      path: collectionSlug ? `/${collectionSlug}/${id}` : `/globals/${globalSlug}`,
    })
    const url = `${document}?locale=${locale}&fallback-locale=null&depth=0`
    const headers = { 'Accept-Language': i18n.language, 'Content-Type': 'application/json' }
    const published = await (await fetch(url, { credentials: 'include', headers })).text()
    const response = await fetch(url, {
      method: collectionSlug ? 'PATCH' : 'POST',
      credentials: 'include',
      headers,
      body: published,
    })
    const answer = await response.json().catch(() => ({}))
    if (!response.ok) {
      toast.error(answer.errors?.[0]?.message ?? answer.error ?? t('error:revertingDocument'))
      return
    }
    await reset(collectionSlug ? answer.doc : answer.result)
    toast.success(answer.message)
    incrementVersionCount()
    setMostRecentVersionIsAutosaved(false)
    setUnpublishedVersionCount(0)
  }

  return (
    <>
      <span className="status__action-dash"> — </span>
      <Button
        buttonStyle="none"
        className="status__action"
        id="action-revert-to-published"
        onClick={() => toggleModal(modalSlug)}
      >
        {t('version:revertToPublished')}
      </Button>
      <ConfirmationModal
        body={t('version:aboutToRevertToPublished')}
        confirmingLabel={t('version:reverting')}
        heading={t('version:confirmRevertToSaved')}
        modalSlug={modalSlug}
        onConfirm={revert}
      />
    </>
  )
}
