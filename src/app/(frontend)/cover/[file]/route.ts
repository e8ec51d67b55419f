import { renderCover } from '@/art/cover'
import { coverInputOf } from '@/data/generatedCover'

/** The generated cover of a game without an uploaded one (see data/generatedCover). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const input = coverInputOf((await params).file)
  if (!input) return new Response(null, { status: 404 })
  const webp = await renderCover(input)
  return new Response(new Uint8Array(webp), {
    headers: {
      'content-type': 'image/webp',
      // The address names everything the picture is drawn from.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
