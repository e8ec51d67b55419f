'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  /** The page's own count, as the server wrote it ("Showing 25–48 of 85 games"). */
  count: string
  /** The link back to the page before, on a page after the first. */
  previous?: ReactNode
  /** The next page's address, if there is one: the "load more" link's `href`. */
  next?: string
  label: string
  /**
   * The count of a longer stretch, with `{from}` and `{to}` still to fill in: what the count says
   * once further pages are shown here. The server writes it in the site's language; the browser
   * only writes the two figures (`tag` says how).
   */
  range: string
  from: number
  shown: number
  tag: string
  /** This page's cards, as the server rendered them. */
  children: ReactNode
}

/**
 * One page of the game list and the one way on: a "load more" link to the next page, which is
 * what a crawler and a browser without JavaScript follow. With JavaScript it fetches that page
 * (the same cached answer), adds its cards below the ones shown and points at the page after; the
 * address stays the visitor's, the focus stays on the link (or moves to the first new game once
 * there are no more), and the count, a live region, tells a screen reader how many are shown now.
 */
export function PagedGames({
  count,
  previous,
  next,
  label,
  range,
  from,
  shown,
  tag,
  children,
}: Props) {
  const [pages, setPages] = useState<{ cards: string; size: number }[]>([])
  const [href, setHref] = useState(next)
  const [loading, setLoading] = useState(false)
  const focusNewGames = useRef(false)
  const lastPage = useRef<HTMLUListElement>(null)

  const loaded = pages.reduce((sum, page) => sum + page.size, 0)
  const number = new Intl.NumberFormat(tag)
  const text = loaded
    ? range
        .replace('{from}', number.format(from))
        .replace('{to}', number.format(from + shown + loaded - 1))
    : count

  useEffect(() => {
    if (!focusNewGames.current) return
    focusNewGames.current = false
    lastPage.current?.querySelector('a')?.focus()
  }, [pages])

  const loadMore = async (link: HTMLAnchorElement) => {
    if (!href || loading) return
    setLoading(true)
    try {
      const response = await fetch(href, { headers: { accept: 'text/html' } })
      if (!response.ok) throw new Error(String(response.status))
      const html = new DOMParser().parseFromString(await response.text(), 'text/html')
      const grid = html.querySelector('#catalogue-results .game-grid')
      const after = html.querySelector('#catalogue-results a.load-more')?.getAttribute('href')
      // The link goes with the last page: the focus goes to that page's first game.
      focusNewGames.current = !after && document.activeElement === link
      setPages((before) => [
        ...before,
        { cards: grid?.innerHTML ?? '', size: grid?.querySelectorAll('.game-card').length ?? 0 },
      ])
      setHref(after ?? undefined)
    } catch {
      // The link still leads there.
      window.location.assign(href)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <div className="catalogue__range">
        <p className="catalogue__count" aria-live="polite">
          {text}
        </p>
        {previous}
      </div>
      <div id="catalogue-results">
        {children}
        {pages.map(({ cards }, index) => (
          // Our own server's markup of the next page's cards, as it rendered them.
          <ul
            key={index}
            ref={index === pages.length - 1 ? lastPage : undefined}
            className="game-grid"
            dangerouslySetInnerHTML={{ __html: cards }}
          />
        ))}
        {href && (
          <a
            className="load-more"
            href={href}
            rel="next"
            aria-busy={loading}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              void loadMore(event.currentTarget)
            }}
          >
            {label}
          </a>
        )}
      </div>
    </>
  )
}
