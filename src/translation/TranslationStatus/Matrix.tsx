import type { AdminT } from '@/labels/t'
import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { languageInAdmin, languageLabelInAdmin } from '@/i18n/languageNames'
import type { PublicationState, PublicationStates } from '@/translation/publication'
import type { EntryStatus } from '@/translation/status'
import type { LocaleTotals } from '@/translation/statusTable'

/** Each publication state's mark in a cell; its words are in the legend and the mark's tooltip. */
const publicationMarks: Record<PublicationState, string> = {
  published: '●',
  changed: '◐',
  ready: '◎',
  draft: '○',
}

/** Tooltips stay readable: the label sets can miss a hundred texts at once. */
const listedInTooltip = 25

function tooltip(labels: string[], t: AdminT) {
  const rest = labels.length - listedInTooltip
  return [
    ...labels.slice(0, listedInTooltip),
    ...(rest > 0 ? [t('starfin:translationStatus:andMore', { count: rest })] : []),
  ].join('\n')
}

type Props = {
  /**
   * The entries of this screen, by kind, and how many each kind has on every page: its heading's
   * count ("Games (44)" counted this page's rows and read as the catalogue's, walk 34, F4).
   */
  groups: { heading: string; entries: EntryStatus[]; total: number }[]
  /** The totals of every screen's entries, counted by the database. */
  totals: LocaleTotals
  /** The admin URL of an entry's edit page. */
  editURL: (entry: EntryStatus) => string
  /** An entry's name in the admin's language. */
  nameOf: (entry: EntryStatus) => string
  /** Each entry's publication state per language (translation/publication), by entry key. */
  publication: Map<string, PublicationStates>
  highlighted?: ContentLocale
  /** The admin's language, which names the languages in sentences. */
  adminLanguage: string
  t: AdminT
}

/** Entries × languages: ✓ where all is translated and up to date, else counts of what is missing and what needs update. */
export function Matrix({
  groups,
  totals,
  editURL,
  nameOf,
  publication,
  highlighted,
  adminLanguage,
  t,
}: Props) {
  const column = (locale: ContentLocale) =>
    `translation-matrix__locale${locale === highlighted ? ' translation-matrix__locale--highlighted' : ''}`
  // The language the screen is filtered on comes first, beside the entry's name: on a phone the
  // table shows two columns, and a Hindi translator's own was cut off at the edge (walk 29, F8).
  const locales: readonly ContentLocale[] = highlighted
    ? [highlighted, ...contentLocales.filter((locale) => locale !== highlighted)]
    : contentLocales

  return (
    <div className="translation-matrix">
      <p className="translation-matrix__legend">
        {(Object.keys(publicationMarks) as PublicationState[]).map((state) => (
          <span key={state} data-state={state}>
            <span className="translation-matrix__publication" data-state={state}>
              {publicationMarks[state]}
            </span>{' '}
            {t(`starfin:editorial:states:${state}`)}
          </span>
        ))}
        <span data-mark="complete">✓ {t('starfin:translationStatus:complete')}</span>
        <span data-mark="complete-left-out">
          ✓* {t('starfin:translationStatus:completeSomeLeftOut')}
        </span>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col" className="translation-matrix__entry">
              {t('starfin:translationStatus:entry')}
            </th>
            {locales.map((locale) => (
              <th key={locale} scope="col" className={column(locale)}>
                <span>{languageLabelInAdmin(locale, adminLanguage)}</span>
                <small>{locale}</small>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ heading, entries, total }) => (
          <tbody key={heading}>
            <tr className="translation-matrix__group">
              <th scope="colgroup" colSpan={contentLocales.length + 1}>
                {heading} <small>({Math.max(total, entries.length)})</small>
              </th>
            </tr>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row" className="translation-matrix__entry">
                  <a href={editURL(entry)}>{nameOf(entry)}</a>
                </th>
                {locales.map((locale) => (
                  <StatusCell
                    key={locale}
                    className={column(locale)}
                    href={`${editURL(entry)}?locale=${locale}`}
                    locale={locale}
                    missing={entry.missing[locale]}
                    outdated={entry.outdated[locale]}
                    leftOut={entry.leftOut[locale]}
                    publication={publication.get(entry.key)?.[locale]}
                    adminLanguage={adminLanguage}
                    t={t}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          {(
            [
              [t('starfin:translationStatus:entriesMissingText'), totals.missing, 'entries'],
              [t('starfin:translationStatus:textsMissing'), totals.missing, 'texts'],
              [t('starfin:translationStatus:textsNeedingUpdate'), totals.outdated, 'texts'],
            ] as const
          ).map(([heading, counts, unit]) => (
            <tr key={heading}>
              <th scope="row" className="translation-matrix__entry">
                {heading}
              </th>
              {locales.map((locale) => (
                <td key={locale} className={column(locale)}>
                  {counts[locale][unit]}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  )
}

type CellProps = {
  className: string
  href: string
  locale: ContentLocale
  missing: string[]
  outdated: string[]
  leftOut: string[]
  publication: PublicationState | undefined
  adminLanguage: string
  t: AdminT
}

/** What visitors read in this language, compared with its latest draft. */
function PublicationMark({ state, t }: { state: PublicationState | undefined; t: AdminT }) {
  if (!state) return null
  const text = t(`starfin:editorial:states:${state}`)
  return (
    <span
      className="translation-matrix__publication"
      data-state={state}
      title={text}
      aria-label={text}
      role="img"
    >
      {publicationMarks[state]}
    </span>
  )
}

/** ✓ when done; else how many texts are missing and, apart, how many need update, each a link to the entry in that language. */
function StatusCell({
  className,
  href,
  locale,
  missing,
  outdated,
  leftOut,
  publication,
  adminLanguage,
  t,
}: CellProps) {
  if (missing.length === 0 && outdated.length === 0) {
    const title = leftOut.length
      ? `${t('starfin:translationStatus:completeLeftOut')}\n${tooltip(leftOut, t)}`
      : t('starfin:translationStatus:complete')
    return (
      <td
        className={`${className} translation-matrix__cell--complete`}
        data-locale={locale}
        title={title}
      >
        {leftOut.length ? '✓*' : '✓'} <PublicationMark state={publication} t={t} />
      </td>
    )
  }
  return (
    <td className={className} data-locale={locale}>
      {missing.length > 0 && (
        <a
          className="translation-matrix__count translation-matrix__count--missing"
          href={href}
          title={tooltip(missing, t)}
          aria-label={t('starfin:translationStatus:missingCount', {
            count: missing.length,
            language: languageInAdmin(locale, adminLanguage),
            texts: missing.join(', '),
          })}
        >
          {missing.length}
        </a>
      )}
      {outdated.length > 0 && (
        <a
          className="translation-matrix__count translation-matrix__count--outdated"
          href={href}
          title={`${t('starfin:translationStatus:needsUpdate')}\n${tooltip(outdated, t)}`}
          aria-label={t('starfin:translationStatus:needUpdateCount', {
            count: outdated.length,
            language: languageInAdmin(locale, adminLanguage),
            texts: outdated.join(', '),
          })}
        >
          ↻{outdated.length}
        </a>
      )}{' '}
      <PublicationMark state={publication} t={t} />
    </td>
  )
}
