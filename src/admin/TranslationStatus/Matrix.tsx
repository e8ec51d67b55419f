import { contentLocaleLabels, contentLocales, type ContentLocale } from '@/i18n/locales'
import { localeTotals, type EntryStatus } from '@/translation/status'

/** Tooltips stay readable: the label sets can miss a hundred texts at once. */
const listedInTooltip = 25

function tooltip(labels: string[]) {
  const rest = labels.length - listedInTooltip
  return [...labels.slice(0, listedInTooltip), ...(rest > 0 ? [`… and ${rest} more`] : [])].join(
    '\n',
  )
}

type Props = {
  groups: { heading: string; entries: EntryStatus[] }[]
  /** The admin URL of an entry's edit page. */
  editURL: (entry: EntryStatus) => string
  highlighted?: ContentLocale
}

/** Entries × languages: ✓ where nothing is missing, else how many texts are, listed in the tooltip. */
export function Matrix({ groups, editURL, highlighted }: Props) {
  const totals = localeTotals(groups.flatMap((group) => group.entries))
  const column = (locale: ContentLocale) =>
    `translation-matrix__locale${locale === highlighted ? ' translation-matrix__locale--highlighted' : ''}`

  return (
    <div className="translation-matrix">
      <table>
        <thead>
          <tr>
            <th scope="col" className="translation-matrix__entry">
              Entry
            </th>
            {contentLocales.map((locale) => (
              <th key={locale} scope="col" className={column(locale)}>
                <span lang={locale}>{contentLocaleLabels[locale]}</span>
                <small>{locale}</small>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ heading, entries }) => (
          <tbody key={heading}>
            <tr className="translation-matrix__group">
              <th scope="colgroup" colSpan={contentLocales.length + 1}>
                {heading} <small>({entries.length})</small>
              </th>
            </tr>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row" className="translation-matrix__entry">
                  <a href={editURL(entry)}>{entry.title}</a>
                </th>
                {contentLocales.map((locale) => {
                  const missing = entry.missing[locale]
                  if (missing.length === 0) {
                    const leftOut = entry.leftOut[locale]
                    const title = leftOut.length
                      ? `Complete; not stated in this language by choice:\n${tooltip(leftOut)}`
                      : 'Complete'
                    return (
                      <td
                        key={locale}
                        className={`${column(locale)} translation-matrix__cell--complete`}
                        title={title}
                      >
                        {leftOut.length ? '✓*' : '✓'}
                      </td>
                    )
                  }
                  return (
                    <td
                      key={locale}
                      className={`${column(locale)} translation-matrix__cell--missing`}
                      title={tooltip(missing)}
                    >
                      <a
                        href={`${editURL(entry)}?locale=${locale}`}
                        aria-label={`${missing.length} missing in ${locale}: ${missing.join(', ')}`}
                      >
                        {missing.length}
                      </a>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row" className="translation-matrix__entry">
              Entries missing text
            </th>
            {contentLocales.map((locale) => (
              <td key={locale} className={column(locale)}>
                {totals[locale].entries}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="translation-matrix__entry">
              Texts missing
            </th>
            {contentLocales.map((locale) => (
              <td key={locale} className={column(locale)}>
                {totals[locale].texts}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
