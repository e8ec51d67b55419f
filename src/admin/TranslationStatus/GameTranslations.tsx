import type { UIFieldServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { contentLocaleLabels } from '@/i18n/locales'
import { isTranslationStaff } from '@/translation/roles'
import { readGameEntry } from '@/translation/sources'
import { incompleteLocales, statusOf } from '@/translation/status'

import './index.scss'

/** A few texts by name; more than that as a count, named in the tooltip. */
const whichTexts = (labels: string[]) =>
  labels.length <= 3 ? labels.join(', ') : `${labels.length} texts`

/** Sidebar of a game's edit view: the languages in which the game still misses text. */
export async function GameTranslations({ id, payload, req }: UIFieldServerProps) {
  if (id === undefined || !isTranslationStaff(req.user)) return null
  const { missing } = statusOf(await readGameEntry({ payload, user: req.user }, id))
  const incomplete = incompleteLocales(missing)

  return (
    <div className="field-type game-translations">
      <span className="field-label">Translations</span>
      {incomplete.length === 0 ? (
        <p>Complete in all ten languages.</p>
      ) : (
        <>
          <p>Still missing text in:</p>
          <ul>
            {incomplete.map((locale) => (
              <li key={locale} title={missing[locale].join('\n')}>
                <a href={`?locale=${locale}`} lang={locale}>
                  {contentLocaleLabels[locale]}
                </a>
                : <span className="game-translations__texts">{whichTexts(missing[locale])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <a href={formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/translations' })}>
        Translation status of all entries
      </a>
    </div>
  )
}
