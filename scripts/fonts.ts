/**
 * Copies the Noto fonts the site uses from the @fontsource packages into public/fonts, with one
 * stylesheet per script (unicode-range subsets: browsers download only the pieces a page uses).
 * Runs before every build; its output is not committed.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { fontSets, type FontSet } from '../src/i18n/fonts'

const out = path.resolve('public/fonts')
rmSync(out, { recursive: true, force: true })
mkdirSync(path.join(out, 'files'), { recursive: true })

let files = 0
for (const [name, set] of Object.entries(fontSets) as [FontSet, (typeof fontSets)[FontSet]][]) {
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
            copyFileSync(path.join(dir, 'files', file), path.join(out, 'files', file))
            files++
            return `${installed}url(/fonts/files/${file}) format('woff2')`
          })
      )
    })
    .join('\n')
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(/\s*\n\s*/g, '')
  writeFileSync(path.join(out, `${name}.css`), css)
}
console.log(`Fonts: ${files} files copied to public/fonts.`)
