import { currentBuildId } from '@/lib/buildId'

export const dynamic = 'force-dynamic'

/** The deployed build, polled hourly by open pages to notice a new deployment. */
export function GET() {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'cache-control': 'no-store' } })
}
