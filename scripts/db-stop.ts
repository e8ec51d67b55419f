/** `npm run db:stop`: stops a local PostgreSQL that a killed process left running. */
import './lib/dotenv'
import { port, stopLocalDatabase } from './lib/localDatabase'

console.log(
  (await stopLocalDatabase())
    ? `Stopped the local PostgreSQL on port ${port}.`
    : 'No local PostgreSQL is running.',
)
