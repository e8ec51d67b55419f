import { Forbidden, type PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

/**
 * Publishing (now or scheduled) is the editors' call; translators save drafts. A hook rather than
 * an access rule on `_status`: Payload asks a global's update access with the stored, published
 * document as data, so such a rule would lock translators out of every global.
 */
export const editorsPublish = <T extends { _status?: string | null } | undefined>({
  data,
  req,
}: {
  data: T
  req: PayloadRequest
}): T => {
  if (data?._status === 'published' && hasRole(req.user, 'translator')) throw new Forbidden(req.t)
  return data
}
