'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { listHref, maxQueryLength, normaliseQuery, parseListQuery } from '@/lib/gameList'

/** How long typing pauses before the list asks the server. */
const typingPause = 250

type SearchLabels = { label: string; placeholder: string; submit: string }

/**
 * The game list's search: a form that works without JavaScript (Enter asks for
 * `/{site}/game?q=…`, rendered on the server), and with it, asks as the visitor types, a moment
 * after they pause. The first search of a visit is a new history entry, so Back returns to the
 * list; refining it replaces that entry.
 */
export function GameSearch({ base, labels }: { base: string; labels: SearchLabels }) {
  const router = useRouter()
  const params = useSearchParams()
  const parsed = parseListQuery(new URLSearchParams(params.toString()))
  const view = parsed.ok ? parsed.view : { tab: 'all' as const, page: 1, query: '' }
  const [value, setValue] = useState(view.query)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Back and Forward bring another search: the box shows it, unless it is what the visitor is
  // typing (the address has the search tidied: "coral " is "coral").
  const [shown, setShown] = useState(view.query)
  if (shown !== view.query) {
    setShown(view.query)
    if (normaliseQuery(value) !== view.query) setValue(view.query)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const ask = (typed: string) => {
    const query = normaliseQuery(typed)
    if (query === view.query) return
    const href = listHref(base, { tab: view.tab, page: 1, query })
    if (view.query) router.replace(href, { scroll: false })
    else router.push(href, { scroll: false })
  }

  return (
    <SearchForm
      base={base}
      tab={view.tab}
      labels={labels}
      input={
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
      }
      onSubmit={(event) => {
        event.preventDefault()
        clearTimeout(timer.current)
        ask(value)
      }}
    />
  )
}

/** The form as the server sends it before the browser knows the address's query (static pages). */
export function SearchFormFallback({ base, labels }: { base: string; labels: SearchLabels }) {
  return (
    <SearchForm
      base={base}
      tab="all"
      labels={labels}
      input={
        <input
          id="game-search"
          name="q"
          type="search"
          maxLength={maxQueryLength}
          placeholder={labels.placeholder}
          autoComplete="off"
        />
      }
    />
  )
}

function SearchForm({
  base,
  tab,
  labels,
  input,
  onSubmit,
}: {
  base: string
  tab: string
  labels: SearchLabels
  input: ReactNode
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  return (
    <form className="search" role="search" action={`${base}/game`} method="get" onSubmit={onSubmit}>
      {tab !== 'all' && <input type="hidden" name="tab" value={tab} />}
      <label htmlFor="game-search" className="visually-hidden">
        {labels.label}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
        />
      </svg>
      {input}
      <button type="submit" className="visually-hidden">
        {labels.submit}
      </button>
    </form>
  )
}
