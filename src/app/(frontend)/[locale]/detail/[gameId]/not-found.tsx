import { NotFoundMessage } from '@/components/NotFoundMessage'

/** A detail path that is not a game of this site: the original's route-validation message. */
export default function GameNotFound() {
  return <NotFoundMessage messageKey="invalidRoute" />
}
