import { notFound } from 'next/navigation'

// Next takes a page's metadata from the page even when it renders the 404.
export { generateMetadata } from '../not-found'

/** Any other path inside a site is the site's 404. */
export default function UnknownPage() {
  notFound()
}
