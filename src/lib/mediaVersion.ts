/**
 * The version an uploaded file's address carries (`?v=…`, src/data/media.ts), signed with the
 * server's secret. The image optimizer keeps one encoded copy per address it is given, so a
 * version anyone could make up would be a fresh encode (and a new file on disk) per request: the
 * server answers only the versions it gave out (`src/server/generatedAddresses.ts`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { envValue } from './env'

const signatureOf = (pathname: string, version: string) =>
  createHmac('sha256', envValue('PAYLOAD_SECRET') ?? '')
    .update(`${pathname}?v=${version}`)
    .digest('hex')
    .slice(0, 10)

/** The `v` of a file's address: its version (base 36) and the signature of both. */
export const signedVersion = (pathname: string, version: string) =>
  `${version}_${signatureOf(pathname, version)}`

/** Whether `search` (with its `?`) is the signed version this server gives `pathname`. */
export function isSignedVersion(pathname: string, search: string): boolean {
  const match = /^\?v=([0-9a-z]{1,10})_([0-9a-f]{10})$/.exec(search)
  if (!match) return false
  const expected = Buffer.from(signatureOf(pathname, match[1]))
  return timingSafeEqual(expected, Buffer.from(match[2]))
}
