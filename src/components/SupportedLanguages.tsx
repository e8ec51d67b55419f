import { contentLocaleLabels, type ContentLocale } from '@/i18n/locales'

/** Each language named in its own script, as players look for their own. */
export function SupportedLanguages({ languages }: { languages: readonly ContentLocale[] }) {
  return (
    <ul className="language-chips">
      {languages.map((code) => (
        <li key={code} lang={code}>
          {contentLocaleLabels[code]}
        </li>
      ))}
    </ul>
  )
}
