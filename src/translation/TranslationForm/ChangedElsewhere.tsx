'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminT } from '@/labels/t'

import './index.scss'

/**
 * An open form whose save was refused because its texts changed elsewhere meanwhile
 * (`translation/editedFrom.ts`) says so until the page is reloaded: Payload's toast went away in
 * seconds, the typed text stayed in the field and the header still said "Last saved less than a
 * minute ago", so nothing showed that it was no longer stored (walk 37, F12). Payload's form saves
 * through the browser's `fetch`; its answers are looked at here, and nothing else is changed.
 */
export function ChangedElsewhere() {
  const t = adminT(useTranslation().t)
  const [message, setMessage] = useState<string>()
  useEffect(() => {
    const original = window.fetch
    const watched: typeof window.fetch = async (...args) => {
      const response = await original(...args)
      if (response.status === 409)
        void response
          .clone()
          .json()
          .then((body: { errors?: { message?: string }[] }) => {
            if (JSON.stringify(body).includes('"changedElsewhere"'))
              setMessage(body.errors?.[0]?.message)
          })
          .catch(() => {})
      return response
    }
    window.fetch = watched
    return () => {
      if (window.fetch === watched) window.fetch = original
    }
  }, [])
  if (!message) return null
  return (
    <div className="changed-elsewhere" role="alert">
      <p>{message}</p>
      <Button buttonStyle="primary" size="small" margin={false} onClick={() => location.reload()}>
        {t('starfin:workflow:reload')}
      </Button>
    </div>
  )
}
