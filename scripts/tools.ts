/** `npm run tools`: installs the audit tools of tools/ if they are missing or stale. */
import './lib/dotenv'
import { installTools } from './lib/tools'

await installTools()
