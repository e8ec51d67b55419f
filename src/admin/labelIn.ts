import { getTranslation, type I18nClient } from '@payloadcms/translations'

/**
 * A field's or an option's label as the reader's admin language says it: a function of ours
 * (`labels/plugin.ts`), or Payload's record of languages. Payload's version rows print no
 * function, so each row of ours resolves it (`FormDiff`, `RichTextDiff`).
 */
export function labelIn(
  label: unknown,
  i18n: Pick<I18nClient, 'language' | 'fallbackLanguage' | 't'>,
): string {
  if (typeof label === 'function') return String(label({ i18n, t: i18n.t }))
  if (typeof label === 'string' || (typeof label === 'object' && label !== null))
    return String(getTranslation(label as Record<string, string>, i18n as I18nClient))
  return ''
}
