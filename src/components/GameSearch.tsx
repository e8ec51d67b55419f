'use client'

import { useRouter, useSearchParams, useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { listHref, maxQueryLength, normaliseQuery, routeView } from '@/lib/gameList'

/** How long typing pauses before the list asks the server. */
const typingPause = 250

type SearchLabels = { label: string; placeholder: string; submit: string }

/**
 * The game list's search: a form that works without JavaScript (Enter asks for
 * `/{site}/game?q=…`, rendered on the server), and with it, asks as the visitor types, a moment
 * after they pause. The first search of a visit is a new history entry, so Back returns to the
 * list; refining it replaces that entry.
 *
 * It sits in the list's layout, so it stays (with its focus and caret) while the results below it
 * change, and it needs no Suspense boundary: a search's first HTML holds the box with the search
 * in it, for a browser without JavaScript too (the list's own pages are rendered without a query).
 */
export function GameSearch({ base, labels }: { base: string; labels: SearchLabels }) {
  const router = useRouter()
  const segments = useSelectedLayoutSegments()
  const params = useSearchParams()
  const view = routeView(segments, new URLSearchParams(params.toString()))
  const [value, setValue] = useState(view.query)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // The search this box last asked for: its answer landing must not take back what was typed
  // since (a Thai title lost letters when the answer for its first syllables came in).
  const [asked, setAsked] = useState<string | null>(null)
  // Back and Forward bring another search: the box shows it, unless it is what the visitor is
  // typing (the address has the search tidied: "coral " is "coral") or what it asked for.
  const [shown, setShown] = useState(view.query)
  if (shown !== view.query) {
    setShown(view.query)
    if (view.query !== asked) {
      setAsked(null)
      if (normaliseQuery(value) !== view.query) setValue(view.query)
    }
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const ask = (typed: string) => {
    const query = normaliseQuery(typed)
    if (query === view.query) return
    const href = listHref(base, { tab: view.tab, page: 1, query })
    setAsked(query)
    if (view.query) router.replace(href, { scroll: false })
    else router.push(href, { scroll: false })
  }

  return (
    <form
      className="search"
      role="search"
      action={`${base}/game`}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        ask(value)
      }}
    >
      {view.tab !== 'all' && <input type="hidden" name="tab" value={view.tab} />}
      <label htmlFor="game-search" className="visually-hidden">
        {labels.label}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
        />
      </svg>
      <input
        id="game-search"
        name="q"
        type="search"
        value={value}
        maxLength={maxQueryLength}
        placeholder={labels.placeholder}
        autoComplete="off"
        onChange={(event) => {
          const typed = event.target.value
          setValue(typed)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => ask(typed), typingPause)
        }}
      />
      <button type="submit" className="visually-hidden">
        {labels.submit}
      </button>
    </form>
  )
}
