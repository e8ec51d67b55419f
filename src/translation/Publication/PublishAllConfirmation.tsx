'use client'

import { ConfirmationModal, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'
import { contentLocaleLabels, contentLocales, defaultContentLocale } from '@/i18n/locales'
import { languageInAdmin, listParts } from '@/i18n/languageNames'
import type { PublicationStates } from '@/translation/publication'

/**
 * Before a publish (now or scheduled) of every language: each language's state, and by name the
 * translations whose drafts would go public without having been marked ready for review.
 */
export function PublishAllConfirmation({
  modalSlug,
  kind,
  states,
  onConfirm,
}: {
  modalSlug: string
  kind: 'publish' | 'schedule'
  states: PublicationStates | null
  onConfirm: () => Promise<void> | void
}) {
  const { i18n, t } = useTranslation()
  const at = adminT(t)
  // English is the source, written by editors and never marked ready: only translations wait
  // for the mark (walk 31, F6: the list ended "… not marked ready for review: English").
  const unready = contentLocales.filter(
    (locale) =>
      locale !== defaultContentLocale &&
      (states?.[locale] === 'draft' || states?.[locale] === 'changed'),
  )
  // Each name whole on its line (a Chinese name broke between its characters).
  const unreadyNames = listParts(
    i18n.language,
    unready.map((locale) => languageInAdmin(locale, i18n.language)),
  ).map((part, index) =>
    part.type === 'element' ? (
      <span className="publish-all__name" key={index}>
        {part.value}
      </span>
    ) : (
      part.value
    ),
  )

  return (
    <ConfirmationModal
      className="publish-all"
      modalSlug={modalSlug}
      heading={at(`starfin:editorial:confirmAll:${kind}Heading`)}
      confirmLabel={
        kind === 'publish'
          ? at('starfin:editorial:publishAll')
          : at('starfin:editorial:confirmAll:schedule')
      }
      onConfirm={onConfirm}
      body={
        <>
          <p>{at('starfin:editorial:confirmAll:intro')}</p>
          <ul className="publish-all__states">
            {contentLocales.map((locale) => (
              <li key={locale} data-locale={locale} data-state={states?.[locale]}>
                <span className="publish-all__language">{contentLocaleLabels[locale]}</span>
                <span>{states ? at(`starfin:editorial:states:${states[locale]}`) : '…'}</span>
              </li>
            ))}
          </ul>
          {unready.length > 0 && (
            <p className="publish-all__unready">
              {/* The sentence around the names, split where they go. */}
              {at('starfin:editorial:confirmAll:notReady', { languages: '\u0000' })
                .split('\u0000')
                .flatMap((piece, index) => (index === 0 ? [piece] : [unreadyNames, piece]))}
            </p>
          )}
        </>
      }
    />
  )
}
