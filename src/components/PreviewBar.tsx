import { getLocale } from 'next-intl/server'

import { isPreviewing } from '@/data/preview'
import { defaultSite, siteByTag } from '@/i18n/locales'
import { previewBarWords } from '@/i18n/previewBar'

import { LivePreview } from './LivePreview'

/**
 * Shown to editors only, in draft mode: this page shows drafts, updated as they type. In the
 * page's language (src/i18n/previewBar.ts); it was English on every site (walk 31, F2).
 */
export async function PreviewBar({ path }: { path: string }) {
  if (!(await isPreviewing())) return null
  const site = siteByTag(await getLocale()) ?? defaultSite
  const words = previewBarWords[site.content]
  return (
    <div className="preview-bar" role="status">
      <LivePreview />
      <span>{words.drafts}</span>
      <a href={`/next/exit-preview?path=${encodeURIComponent(path)}`}>{words.exit}</a>
    </div>
  )
}
