import { renderShare } from '@/art/share'
import { shareInputOf } from '@/data/shareImages'

/** A page's share image (see data/shareImages). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const input = shareInputOf((await params).file)
  if (!input) return new Response(null, { status: 404 })
  const jpeg = await renderShare(input)
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'content-type': 'image/jpeg',
      // The address names everything the picture is drawn from.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
