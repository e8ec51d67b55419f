import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/lib/cacheTags'

/**
 * Wraps a data getter in Next's data cache under the given tags (plus the site-wide one), so the
 * pages built from it stay cached until a publish in the CMS expires exactly those tags.
 */
export function cached<Args extends (string | number)[], Result>(
  key: string,
  tags: (...args: NoInfer<Args>) => string[],
  fn: (...args: Args) => Promise<Result>,
) {
  return (...args: Args) => unstable_cache(() => fn(...args), [key, ...args.map(String)], { tags: [cacheTags.all, ...tags(...args)] })()
}
