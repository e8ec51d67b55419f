import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The id of the running build (`.next/BUILD_ID`), or "development". */
export function currentBuildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
