/** A rich-text value of one paragraph, as Payload's Lexical editor stores it. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [
          { type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 },
        ],
      },
    ],
  },
})

/** A rich text of about `size` characters in paragraphs of 1,000, each starting `word i`. */
export const longRichText = (size: number, word: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    children: Array.from({ length: Math.ceil(size / 1000) }, (_, i) => ({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'text',
          text: `${word} ${i} `.padEnd(1000, 'x'),
          format: 0,
          style: '',
          mode: 'normal',
          detail: 0,
          version: 1,
        },
      ],
    })),
  },
})

/**
 * A rich text of one paragraph holding one link node, the node's own properties given (its
 * `fields`, or another shape a test sends to be refused).
 */
export const linkText = (node: Record<string, unknown>, words: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            format: '',
            indent: 0,
            direction: 'ltr',
            ...node,
            children: [
              {
                type: 'text',
                text: words,
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                version: 1,
              },
            ],
          },
        ],
      },
    ],
  },
})

/** A link node's fields for an address of its own (`linkText`). */
export const toAddress = (url: string) => ({ fields: { linkType: 'custom', url, newTab: false } })

/** A rich-text value of one paragraph per text. */
export const paragraphs = (...texts: string[]) => ({
  root: {
    ...paragraph('').root,
    children: texts.map((text) => paragraph(text).root.children[0]),
  },
})
