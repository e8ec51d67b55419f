/**
 * Next's cache handler for a single server (no REDIS_URL): Next's own file-system cache in
 * `.next`, except that an answer showing nothing is never written (`cacheEntries.ts`). serve.ts
 * points Next at this file; Next imports it at run time (through tsx in a checkout; the Docker
 * image bundles it with esbuild).
 */
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

import { showsNothing } from './cacheEntries'

type FileSystemCacheClass = typeof fileSystemCache.default
// A CommonJS module: imported from an ES module, its `default` export may sit one level down.
const FileSystemCache = ((fileSystemCache.default as unknown as { default?: FileSystemCacheClass })
  .default ?? fileSystemCache.default) as FileSystemCacheClass

class LocalCacheHandler extends FileSystemCache {
  async set(...args: Parameters<InstanceType<FileSystemCacheClass>['set']>) {
    if (showsNothing(args[1] as Parameters<typeof showsNothing>[0])) return
    return super.set(...args)
  }
}

export default LocalCacheHandler
