import { firstUserClosedMessage } from '@/lib/firstAdmin'

/** Replaces Payload's create-first-user screen outside a local start (see lib/firstAdmin). */
export function FirstAdminClosed() {
  return (
    <div className="create-first-user">
      <h1>No admin account yet</h1>
      <p>{firstUserClosedMessage}</p>
    </div>
  )
}
