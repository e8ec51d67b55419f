/**
 * A request's cookies read exactly as the code that acts on them reads them. The server decides
 * who a request is (`requestClass.ts`) before Payload or Next sees it; when it read a cookie
 * header differently from them (the first `payload-token` where Payload takes the last, a name
 * with a space before `=` that Payload trims, a percent-encoded token Payload decodes), a request
 * Payload signed in counted as a stranger's (round 58, F1).
 */

/** Payload's reading (`payload/dist/utilities/parseCookies.js`): names trimmed, `decodeURI`, last wins. */
export function payloadCookie(header: string | undefined, name: string): string | undefined {
  let value: string | undefined
  for (const cookie of (header ?? '').split(';')) {
    const [key, ...rest] = cookie.split('=')
    if (key.trim() !== name) continue
    try {
      value = decodeURI(rest.join('='))
    } catch {
      // Payload skips a value it cannot decode, keeping an earlier one.
    }
  }
  return value
}

/**
 * Next's reading (its `RequestCookies`, which draft mode and preview data use): pairs split at
 * `; *`, names as sent, `decodeURIComponent`, a bare name is `true`, last wins.
 */
export function nextCookie(header: string | undefined, name: string): string | undefined {
  let value: string | undefined
  for (const pair of (header ?? '').split(/; */)) {
    if (!pair) continue
    const at = pair.indexOf('=')
    if (at === -1) {
      if (pair === name) value = 'true'
      continue
    }
    if (pair.slice(0, at) !== name) continue
    try {
      value = decodeURIComponent(pair.slice(at + 1))
    } catch {
      // Next skips a value it cannot decode, keeping an earlier one.
    }
  }
  return value
}

/** The cookies by which Payload and Next may answer one person: a session, draft mode. */
const personalNames = /payload-token|__prerender_bypass|__next_preview_data/

/**
 * Whether a cookie header may make the answer one person's. Any mention of a personal cookie's
 * name counts, however spelled around it: a header counted personal by mistake only skips the
 * stored copies, one counted public by mistake could be stored and shown to others.
 */
export const mentionsPersonalCookie = (header: string | undefined): boolean =>
  personalNames.test(header ?? '')
