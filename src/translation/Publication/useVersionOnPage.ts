'use client'

import { useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/** The version's address in the API, from the version page's: `/collections/games/7/versions/9`. */
export function versionAPIPath(pathname: string, api: string) {
  const collection = /\/collections\/([\w-]+)\/(?:trash\/)?[^/]+\/versions\/(\d{1,16})$/.exec(
    pathname,
  )
  if (collection) return `${api}/${collection[1]}/versions/${collection[2]}?depth=0`
  const global = /\/globals\/([\w-]+)\/versions\/(\d{1,16})$/.exec(pathname)
  if (global) return `${api}/globals/${global[1]}/versions/${global[2]}?depth=0`
  return undefined
}

/**
 * One read of a version for the components of its page that ask at once (the badge, the restore's
 * date); a later visit of the page reads it again (a restore or a publish may have changed it).
 */
const reads = new Map<string, Promise<unknown>>()

function readVersion(path: string) {
  let read = reads.get(path)
  if (!read) {
    read = fetch(path, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
      .finally(() => reads.delete(path))
    reads.set(path, read)
  }
  return read
}

/** The version the admin's version page shows, as the API answers it; `undefined` until read. */
export function useVersionOnPage<Version>(): Version | undefined {
  const { config } = useConfig()
  const pathname = usePathname()
  const [version, setVersion] = useState<Version>()
  const path = versionAPIPath(pathname, `${config.serverURL}${config.routes.api}`)
  useEffect(() => {
    if (!path) return
    let current = true
    void readVersion(path).then((read) => {
      if (current && read) setVersion(read as Version)
    })
    return () => {
      current = false
    }
  }, [path])
  return version
}
