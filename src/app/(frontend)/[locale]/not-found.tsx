import { NotFoundMessage } from '@/components/NotFoundMessage'

// A client leaf: Next renders not-found boundaries outside the page, where only the layout's
// messages (not the page's request locale) are at hand.
export default function NotFound() {
  return <NotFoundMessage messageKey="message" />
}
