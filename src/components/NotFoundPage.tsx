import Link from 'next/link'

import type { Labels } from '@/globals/LabelSets/defaults'
import { fill, notFoundMark } from '@/lib/pageNotFound'

/**
 * The 404 says once that the page is not there, naming the path the visitor asked for as the
 * original site's message did (the path on a line of its own), and offers the ways on: the home
 * page and the game catalogue.
 */
export function NotFoundPage({
  path,
  labels,
  messageKey,
}: {
  path: string
  labels: Labels['notFound']
  messageKey: 'message' | 'invalidRoute'
}) {
  const home = `/${path.split('/')[1] || 'en'}`
  // The message names the path (the original site's "Page not found: {path}"); the path is set on
  // a smaller line of its own, so the heading reads as words, not as an address.
  // The colon before it is for copied text only: a heading ends without one, and a screen reader
  // that reads the heading would announce a lone colon.
  const [before, ...rest] = labels[messageKey].split('{path}')
  const [, words, separator] = /^([\s\S]*?)([\s:：]*)$/.exec(before)!
  return (
    <main className="not-found" {...{ [notFoundMark]: '' }}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__message">
        {fill(words, {})}
        {separator && (
          <span className="visually-hidden" aria-hidden="true">
            {separator}
          </span>
        )}
        {rest.length > 0 && <span className="not-found__path">{path}</span>}
        {fill(rest.join('{path}'), { path })}
      </h1>
      <p className="not-found__help">{labels.help}</p>
      <p className="not-found__links">
        <Link className="button button--primary" href={home}>
          {labels.backHome}
        </Link>
        <Link className="button button--ghost" href={`${home}/game`}>
          {labels.catalog}
        </Link>
      </p>
    </main>
  )
}
