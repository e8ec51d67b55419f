'use client'

import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL, hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import { useCallback } from 'react'

import { adminT } from '@/labels/t'
import { isContentLocale, type ContentLocale } from '@/i18n/locales'
import { languageInAdmin } from '@/i18n/languageNames'

import { PublishAllConfirmation } from './PublishAllConfirmation'
import { ScheduleDrawer } from './ScheduleDrawer'
import { usePublicationStates } from './usePublicationStates'
import './index.scss'

/**
 * "Publish in <the language on screen>", with a menu to schedule a publish and to publish all
 * languages. In place of Payload's button, whose schedule drawer always starts at "All"
 * languages and no time zone, and whose "Publish all locales" goes at once: here the drawer
 * starts at the language on screen and the editor's time zone, and any publish of every
 * language first lists each language's state.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    globalSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const editDepth = useEditDepth()
  const { code } = useLocale()
  const { isModalOpen, toggleModal } = useModal()
  const { i18n, t } = useTranslation()
  const states = usePublicationStates()
  const locale = code as ContentLocale
  const entity = collectionSlug
    ? getEntityConfig({ collectionSlug })
    : getEntityConfig({ globalSlug: globalSlug as string })
  const entityPath: `/${string}` = collectionSlug
    ? `/${collectionSlug}${id ? `/${id}` : ''}`
    : `/globals/${globalSlug}`
  const drawerSlug = `schedule-publish-${id ?? globalSlug}`
  const confirmSlug = `confirm-publish-all-${id ?? globalSlug}`

  const hasAutosave = hasAutosaveEnabled(entity)
  const canPublish =
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const canSchedule =
    hasScheduledPublishEnabled(entity) && Boolean(globalSlug || id) && (hasAutosave || !modified)

  /** Publishes one language (`only`) or every language. */
  const publish = useCallback(
    async (only?: ContentLocale) => {
      if (uploadStatus === 'uploading') return
      const query = new URLSearchParams({ depth: '0', locale })
      if (only) query.set('publishSpecificLocale', only)
      const action = formatAdminURL({ apiRoute: config.routes.api, path: `${entityPath}?${query}` })
      if (await submit({ action, overrides: { _status: 'published' } })) {
        setUnpublishedVersionCount(0)
        setMostRecentVersionIsAutosaved(false)
        setHasPublishedDoc(true)
      }
    },
    [
      config.routes.api,
      entityPath,
      locale,
      setHasPublishedDoc,
      setMostRecentVersionIsAutosaved,
      setUnpublishedVersionCount,
      submit,
      uploadStatus,
    ],
  )

  // With autosave there is no "Save draft" button: Ctrl/⌘+S saves the draft here, as Payload's does.
  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    if (!hasAutosave || !modified) return
    const query = new URLSearchParams({
      depth: '0',
      draft: 'true',
      'fallback-locale': 'null',
      locale,
    })
    const action = formatAdminURL({ apiRoute: config.routes.api, path: `${entityPath}?${query}` })
    void submit({
      action,
      method: collectionSlug && id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft' },
      skipValidation: true,
    })
  })

  if (!hasPublishPermission) return null
  const languageLabel = isContentLocale(locale) ? languageInAdmin(locale, i18n.language) : locale

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu
        onClick={() => publish(locale)}
        size="medium"
        SubMenuPopupContent={({ close }) => (
          <PopupList.ButtonGroup>
            {canSchedule && (
              <PopupList.Button
                id="schedule-publish"
                onClick={() => [toggleModal(drawerSlug), close()]}
              >
                {t('version:schedulePublish')}
              </PopupList.Button>
            )}
            <PopupList.Button
              id="publish-all-locales"
              disabled={!canPublish}
              onClick={() => [toggleModal(confirmSlug), close()]}
            >
              {adminT(t)('starfin:editorial:publishAll')}
            </PopupList.Button>
          </PopupList.ButtonGroup>
        )}
        type="button"
      >
        {t('version:publishIn', { locale: languageLabel })}
      </FormSubmit>
      <PublishAllConfirmation
        modalSlug={confirmSlug}
        kind="publish"
        states={states}
        onConfirm={() => publish()}
      />
      {canSchedule && isModalOpen(drawerSlug) && (
        <ScheduleDrawer slug={drawerSlug} states={states} />
      )}
    </>
  )
}
