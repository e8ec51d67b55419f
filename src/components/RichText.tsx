import { cloneElement, isValidElement, type ReactNode } from 'react'

import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { WholeWords } from './WholeWords'

/** The words of a text node, inside whatever formatting (bold, italic…) it carries: running text. */
function withWholeWords(node: ReactNode): ReactNode {
  if (typeof node === 'string') return <WholeWords text={node} running />
  if (isValidElement<{ children?: ReactNode }>(node)) {
    return cloneElement(node, undefined, withWholeWords(node.props.children))
  }
  return node
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  text: (args) => {
    const { text } = defaultConverters
    return withWholeWords(typeof text === 'function' ? text(args) : text)
  },
})

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
      converters={converters}
      className={className ? `prose ${className}` : 'prose'}
      disableContainer={false}
    />
  )
}
