/**
 * Copies the Noto fonts the site uses from the @fontsource packages into public/fonts, with one
 * stylesheet per script (unicode-range subsets: browsers download only the pieces a page uses).
 * Runs before every build and `npm run dev`; its output is not committed.
 *
 * Everything goes into one folder named by a hash of its contents, `public/fonts/<hash>/`, so a
 * browser may keep the files for good (next.config.ts serves them `immutable`) and a change of
 * font or stylesheet arrives under a new address. next.config.ts reads the folder's name.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { fontSets, type FontSet } from '../src/i18n/fonts'

const root = path.resolve('public/fonts')
/** Stands for `/fonts/<hash>` in the stylesheets until the hash is known. */
const here = '@fonts@'

/** Font file name → its bytes. */
const files = new Map<string, Buffer>()
const sheets = (Object.entries(fontSets) as [FontSet, (typeof fontSets)[FontSet]][]).map(([name, set]) => {
  const dir = path.resolve('node_modules/@fontsource', set.pkg)
  const wanted = (face: string) => !set.subsets || set.subsets.some((subset) => face.includes(`${set.pkg}-${subset}-`))
  const css = set.weights
    .map((weight) => {
      // The same design installed on the device comes first (`localRegular` in src/i18n/fonts.ts).
      const installed = weight === 400 ? set.localRegular.map((name) => `local('${name}'),`).join('') : ''
      return (
        readFileSync(path.join(dir, `${weight}.css`), 'utf8')
          .split(/(?=@font-face)/)
          .filter((face) => face.startsWith('@font-face') && wanted(face))
          .join('\n')
          // Keep woff2 only (every browser the site supports reads it) and point at our copies.
          .replace(/url\(\.\/files\/([^)]+?\.woff2)\) format\('woff2'\),\s*url\([^)]+\) format\('woff'\)/g, (_, file: string) => {
            files.set(file, readFileSync(path.join(dir, 'files', file)))
            return `${installed}url(${here}/files/${file}) format('woff2')`
          })
      )
    })
    .join('\n')
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(/\s*\n\s*/g, '')
  return { name, css }
})

const hash = createHash('sha256')
for (const { name, css } of sheets) hash.update(name).update('\0').update(css).update('\0')
for (const [file, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update('\0').update(bytes)
const version = hash.digest('hex').slice(0, 12)

const out = path.join(root, version)
rmSync(root, { recursive: true, force: true })
mkdirSync(path.join(out, 'files'), { recursive: true })
for (const { name, css } of sheets) writeFileSync(path.join(out, `${name}.css`), css.replaceAll(here, `/fonts/${version}`))
for (const [file, bytes] of files) writeFileSync(path.join(out, 'files', file), bytes)
console.log(`Fonts: ${files.size} files written to public/fonts/${version}.`)
