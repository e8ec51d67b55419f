import { isPreviewing } from '@/data/preview'

import { LivePreview } from './LivePreview'

/** Shown to editors only, in draft mode: this page shows drafts, updated as they type. */
export async function PreviewBar({ path }: { path: string }) {
  if (!(await isPreviewing())) return null
  return (
    <div className="preview-bar" role="status">
      <LivePreview />
      <span>Preview: this page shows unpublished drafts.</span>
      <a href={`/next/exit-preview?path=${encodeURIComponent(path)}`}>Exit preview</a>
    </div>
  )
}
