/**
 * The build's last step: V8's compile hint on the scripts the site's pages start with (see
 * `lib/compileHints`), brotli copies of the build's scripts and style sheets (see
 * `src/server/precompressed`), then the note of which sources it was built from (`lib/buildStamp`), so
 * that `npm start`, `npm test` and `npm run bench` use a build made by `npm run build` too.
 */
import './lib/dotenv'
import { recordBuild } from './lib/buildStamp'
import { addCompileHints } from './lib/compileHints'
import { precompressStatic } from '../src/server/precompressed'

const started = performance.now()
console.log(`Compile hint on the ${addCompileHints()} scripts the site's pages start with`)
const { files, before, after } = await precompressStatic()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `Brotli copies of ${files} scripts and style sheets: ${kb(before)} → ${kb(after)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
recordBuild()
