import { notFound } from 'next/navigation'

/** Any other path inside a site is the site's 404. */
export default function UnknownPage() {
  notFound()
}
