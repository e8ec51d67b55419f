/** Part of the build: brotli copies of the build's scripts and style sheets (see `lib/precompressed`). */
import { precompressStatic } from './lib/precompressed'

const started = performance.now()
const { files, before, after } = await precompressStatic()
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `Brotli copies of ${files} scripts and style sheets: ${kb(before)} → ${kb(after)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
