import { NotFoundMessage } from '@/components/NotFoundMessage'

// Next takes a 404's metadata from the nearest not-found file only.
export { generateMetadata } from '../../not-found'

/** A detail path that is not a game of this site: the original's route-validation message. */
export default function GameNotFound() {
  return <NotFoundMessage messageKey="invalidRoute" />
}
