/** `npm run tools`: installs the audit tools of tools/ if they are missing or stale. */
import { installTools } from './lib/tools'

await installTools()
