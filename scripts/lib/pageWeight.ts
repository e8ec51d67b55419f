import { get } from 'node:http'

/** The size of a response's body as it travels (still compressed). */
export const bytesSent = (url: string, acceptEncoding: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let length = 0
      response.on('data', (chunk: Buffer) => (length += chunk.length))
      response.on('end', () => resolve(length))
    }).on('error', reject)
  })

/**
 * The scripts a page's HTML loads, each once. Browsers that run modules never fetch the
 * `noModule` polyfills, so they are left out.
 */
export const scriptsOf = (html: string) =>
  [
    ...new Set(
      [...html.matchAll(/<script([^>]+)>/g)]
        .filter((m) => !/\bnoModule\b/i.test(m[1]))
        .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
        .filter(Boolean),
    ),
  ] as string[]

/**
 * A page's JavaScript as the benchmark and `tests/int/page-weight.test.ts` count it: the bytes
 * sent of every script its HTML loads, to a client that accepts `acceptEncoding`.
 */
export async function scriptWeight(origin: string, html: string, acceptEncoding: string) {
  const scripts = scriptsOf(html)
  let bytes = 0
  for (const src of scripts) bytes += await bytesSent(origin + src, acceptEncoding)
  return { scripts: scripts.length, bytes }
}
