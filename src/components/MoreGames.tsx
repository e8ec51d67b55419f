'use client'

import { useState } from 'react'

/**
 * "Load more" under the game list: a link to the next page, which is what a crawler and a browser
 * without JavaScript follow. With JavaScript it fetches that page (the same cached answer) and adds
 * its cards below the ones shown, then points at the page after; the address stays the visitor's.
 */
export function MoreGames({ next, label }: { next: string; label: string }) {
  const [pages, setPages] = useState<string[]>([])
  const [href, setHref] = useState<string | null>(next)
  const [loading, setLoading] = useState(false)

  const loadMore = async () => {
    if (!href || loading) return
    setLoading(true)
    try {
      const response = await fetch(href, { headers: { accept: 'text/html' } })
      if (!response.ok) throw new Error(String(response.status))
      const html = new DOMParser().parseFromString(await response.text(), 'text/html')
      const cards = html.querySelector('#catalogue-results .game-grid')
      setPages((shown) => [...shown, cards?.innerHTML ?? ''])
      setHref(html.querySelector<HTMLAnchorElement>('a.load-more')?.getAttribute('href') ?? null)
    } catch {
      // The link still leads there.
      window.location.assign(href)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      {pages.map((cards, index) => (
        // Our own server's markup of the next page's cards, as it rendered them.
        <ul key={index} className="game-grid" dangerouslySetInnerHTML={{ __html: cards }} />
      ))}
      {href && (
        <a
          className="load-more"
          href={href}
          aria-busy={loading}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
            event.preventDefault()
            void loadMore()
          }}
        >
          {label}
        </a>
      )}
    </>
  )
}
