import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Editors' rich text, rendered on the server into plain HTML. */
export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState | null | undefined
  className?: string
}) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      className={className ? `prose ${className}` : 'prose'}
      disableContainer={false}
    />
  )
}
