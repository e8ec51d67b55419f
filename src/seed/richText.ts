import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

/** Converts the content files' plain paragraphs and simple markdown with Payload's own converter. */
export async function markdownConverter(config: SanitizedConfig) {
  const editorConfig = await editorConfigFactory.default({ config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
}
