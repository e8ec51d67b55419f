import { FieldDiffContainer, FieldDiffLabel } from '@payloadcms/ui/rsc'
import type { CollectionSlug, FieldDiffServerProps, PayloadRequest, VersionField } from 'payload'
import { cache } from 'react'

import { labelIn } from './labelIn'

type Data = Record<string, unknown>

/** A version's document, read once for all the rows of its page. */
const versionData = cache(
  async (req: PayloadRequest, collection: string, id: string): Promise<Data | undefined> => {
    try {
      const read = await req.payload.findVersionByID({
        collection: collection as CollectionSlug,
        id,
        depth: 0,
        locale: 'all',
        overrideAccess: false,
        req,
      })
      return read?.version as unknown as Data | undefined
    } catch {
      return undefined
    }
  },
)

/** The object holding the field at `path` ("layout.reels" → the layout), as a condition gets it. */
function siblingsOf(data: Data, path: string): Data | undefined {
  let at: unknown = data
  for (const name of path.split('.').slice(0, -1)) {
    if (typeof at !== 'object' || at === null) return undefined
    at = (at as Data)[name]
  }
  return typeof at === 'object' && at !== null ? (at as Data) : undefined
}

/**
 * Whether the form shows the field for either version compared: the version on the page and the
 * one it is compared with, when the address names it (Payload's own choice, the previous version,
 * is no worse judged by the page's). A version that cannot be read leaves the field shown.
 */
async function shownInForm({ field, req, baseVersionField }: FieldDiffServerProps) {
  const condition = field.admin?.condition
  const { collection, versionID } = req.routeParams ?? {}
  // Payload reads the version's id from the address as a number where ids are numbers.
  const to = typeof versionID === 'number' ? String(versionID) : versionID
  if (!condition || typeof collection !== 'string' || typeof to !== 'string') return true
  const from = req.query?.versionFrom
  const ids = [to, ...(typeof from === 'string' && from !== to ? [from] : [])]
  const versions = await Promise.all(ids.map((id) => versionData(req, collection, id)))
  return versions.some((data) => {
    if (!data) return true
    const siblingData = siblingsOf(data, baseVersionField.path) ?? {}
    try {
      return Boolean(
        condition(data, siblingData, {
          blockData: undefined,
          operation: 'update',
          path: [],
          user: req.user,
        } as never),
      )
    } catch {
      return true
    }
  })
}

/** The value as one whole: an option by its label, an upload by its file's name. */
function wholeValue(value: unknown, { clientField, i18n }: FieldDiffServerProps): string {
  if (value === undefined || value === null || value === '') return ''
  // A yes or no in the reader's language (Payload's printed "true" and "false").
  if (typeof value === 'boolean') return i18n.t(value ? 'general:yes' : 'general:no')
  if (Array.isArray(value))
    return value.map((one) => wholeValue(one, { clientField, i18n } as never)).join(', ')
  const options = 'options' in clientField ? clientField.options : undefined
  if (options) {
    const option = options.find((one) => (typeof one === 'string' ? one : one.value) === value)
    if (option) return typeof option === 'string' ? option : labelIn(option.label, i18n)
  }
  if (typeof value === 'object') {
    const doc = value as Data
    return String(doc.filename ?? doc.alt ?? doc.id ?? '')
  }
  return String(value)
}

/** The field's sub-fields' rows, as Payload lays them out under a group. */
function Rows({ fields }: { fields: VersionField[] }) {
  return (
    <div className="render-field-diffs">
      {fields.map(({ field, fieldByLocale }, index) =>
        fieldByLocale ? (
          <div className="render-field-diffs__field" key={index}>
            {Object.entries(fieldByLocale).map(([locale, byLocale]) => (
              <div
                className="render-field-diffs__locale"
                data-field-path={byLocale.path}
                data-locale={locale}
                key={locale}
              >
                <div className="render-field-diffs__locale-value">{byLocale.CustomComponent}</div>
              </div>
            ))}
          </div>
        ) : field ? (
          <div
            className={`render-field-diffs__field field__${field.type}`}
            data-field-path={field.path}
            key={index}
          >
            {field.CustomComponent}
          </div>
        ) : null,
      )}
    </div>
  )
}

/**
 * A row of a version's comparison as the form shows the field. Payload's comparison (3.90,
 * `views/Version/RenderFieldsToDiff`) knows nothing of the form's conditions: a slot's versions
 * listed the fishing games' special shot names, three empty rows (walk 29, F1). Its upload row
 * printed no name where the label is a function of the admin's language (ours are), and it
 * compared a select's value, the status included, character by character: the Thai status read
 * "เผยแพ" struck and "ร่" kept (walk 30, F2). Here a field the form hides for both versions
 * has no row; a group lists its sub-fields' rows under its name; any other value (an option, a
 * number, an upload) is old → new, each whole, named in the reader's language.
 */
export async function FormDiff(props: FieldDiffServerProps) {
  const { baseVersionField, clientField, comparisonValue, field, i18n, locale, nestingLevel } =
    props
  if ((field.admin as { hidden?: boolean } | undefined)?.hidden || !(await shownInForm(props)))
    return null
  const label = labelIn(
    ('label' in clientField && clientField.label) || ('label' in field && field.label),
    i18n,
  )

  if (field.type === 'group') {
    return (
      <div className="group-diff">
        <FieldDiffLabel>
          {locale && <span className="field-diff__locale-label">{locale}</span>}
          {label}
        </FieldDiffLabel>
        <Rows fields={baseVersionField.fields} />
      </div>
    )
  }

  // Each side whole, marked as Payload marks a change: its own diff, word by word, split Thai
  // (which has no spaces between words) into letters even here.
  const before = wholeValue(comparisonValue, props)
  const after = wholeValue(props.versionValue, props)
  const side = (value: string, which: 'old' | 'new') => (
    <div className={`html-diff__diff-${which} html-diff`}>
      <p>
        {value && value !== (which === 'old' ? after : before) ? (
          <span data-match-type={which === 'old' ? 'delete' : 'create'}>{value}</span>
        ) : (
          value
        )}
      </p>
    </div>
  )
  return (
    <FieldDiffContainer
      className="whole-value-diff"
      From={side(before, 'old')}
      i18n={i18n}
      label={{ label, locale }}
      nestingLevel={nestingLevel}
      To={side(after, 'new')}
    />
  )
}
