import { LexicalDiffComponent } from '@payloadcms/richtext-lexical/rsc'
import type { RichTextFieldDiffServerComponent } from 'payload'

import { labelIn } from './labelIn'
import { richTextForDiff } from './richTextDiffValues'

/**
 * A rich text's row on a version's page, headed by the field's name as the other rows are. The
 * rich-text editor's own diff reads the label from the field as configured, where ours is a
 * function of the admin's language (`labels/plugin.ts`), and Payload's row header prints no
 * function: the description's change was headed by its language alone. The label is resolved
 * here for the reader's language. Each version is shown as text, never as the markup a stored
 * node could smuggle into the diff's HTML (`richTextForDiff`).
 */
export const RichTextDiff: RichTextFieldDiffServerComponent = (props) => {
  const { field, i18n } = props
  const label = labelIn(field.label, i18n) || field.label
  return (
    <LexicalDiffComponent
      {...props}
      comparisonValue={richTextForDiff(props.comparisonValue)}
      versionValue={richTextForDiff(props.versionValue)}
      field={{ ...field, label }}
    />
  )
}
