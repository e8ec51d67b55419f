import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { previewTarget } from '@/lib/preview'

/** Ends draft mode and goes back to the public page (`?path=`, else the home page). */
export async function GET(request: Request): Promise<Response> {
  const path = previewTarget(request, '/')
  if (path instanceof Response) return path
  ;(await draftMode()).disable()
  redirect(path)
}
