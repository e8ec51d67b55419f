/**
 * Copies the Noto fonts the site uses from the @fontsource packages into public/fonts, with one
 * stylesheet per script (unicode-range subsets: browsers download only the pieces a page uses).
 * Runs before every build and `npm run dev`; its output is not committed. It also cuts the tiny
 * faces that draw the ten language names in their own scripts (`languageNamesFamily`).
 *
 * Everything goes into one folder named by a hash of its contents, `public/fonts/<hash>/`, so a
 * browser may keep the files for good (next.config.ts serves them `immutable`) and a change of
 * font or stylesheet arrives under a new address. next.config.ts reads the folder's name.
 */
import './lib/dotenv'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

import {
  cjkMarksFamily,
  cjkMarksOf,
  fontSets,
  isLargeFontSet,
  languageNameFonts,
  languageNamesFamily,
  type FontSet,
} from '../src/i18n/fonts'
import { contentLocaleLabels, sites, type ContentLocale } from '../src/i18n/locales'

const root = path.resolve('public/fonts')
/** Stands for `/fonts/<hash>` in the stylesheets until the hash is known. */
const here = '@fonts@'

/** Font file name → its bytes. */
const files = new Map<string, Buffer>()
const sheets = (Object.entries(fontSets) as [FontSet, (typeof fontSets)[FontSet]][]).map(
  ([name, set]) => {
    const dir = path.resolve('node_modules/@fontsource', set.pkg)
    const wanted = (face: string) =>
      !set.subsets || set.subsets.some((subset) => face.includes(`${set.pkg}-${subset}-`))
    const css = set.weights
      .map((weight) => {
        // The same design installed on the device comes first (`localRegular` in src/i18n/fonts.ts).
        const installed =
          weight === 400 ? set.localRegular.map((name) => `local('${name}'),`).join('') : ''
        return (
          readFileSync(path.join(dir, `${weight}.css`), 'utf8')
            .split(/(?=@font-face)/)
            .filter((face) => face.startsWith('@font-face') && wanted(face))
            .join('\n')
            // Keep woff2 only (every browser the site supports reads it) and point at our copies.
            .replace(
              /url\(\.\/files\/([^)]+?\.woff2)\) format\('woff2'\),\s*url\([^)]+\) format\('woff'\)/g,
              (_, file: string) => {
                files.set(file, readFileSync(path.join(dir, 'files', file)))
                return `${installed}url(${here}/files/${file}) format('woff2')`
              },
            )
        )
      })
      .join('\n')
      .replace(/\/\*[^*]*\*\//g, '')
      .replace(/\s*\n\s*/g, '')
    return { name, css }
  },
)

/** The code points a face of a @fontsource stylesheet covers, from its unicode-range. */
function covers(face: string): (codePoint: number) => boolean {
  const ranges = (/unicode-range:\s*([^;}]+)/.exec(face)?.[1] ?? '').split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)] as const
  })
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to)
}

/**
 * Per script, the letters of its language's names, cut from the regular face of its Noto set
 * (from whichever unicode-range pieces hold them) into one small WOFF2 each, appended to the
 * Latin stylesheet that every page loads.
 */
async function languageNameFaces(): Promise<string> {
  const faces: string[] = []
  for (const [locale, set] of Object.entries(languageNameFonts) as [ContentLocale, FontSet][]) {
    const names = [
      contentLocaleLabels[locale],
      ...sites.filter((site) => site.content === locale).map((site) => site.label),
    ].join('')
    const letters = [
      ...new Set(
        [...names].filter((ch) => /[\p{L}\p{M}\p{P}]/u.test(ch) && !/\p{Script=Latin}/u.test(ch)),
      ),
    ]
    const { pkg } = fontSets[set]
    const dir = path.resolve('node_modules/@fontsource', pkg)
    const pieces = readFileSync(path.join(dir, '400.css'), 'utf8')
      .split(/(?=@font-face)/)
      .filter((face) => face.startsWith('@font-face'))
    // Letters grouped by the piece that holds them (a CJK set comes in a hundred pieces).
    const byFile = new Map<string, string[]>()
    for (const letter of letters) {
      const piece = pieces.find((face) => covers(face)(letter.codePointAt(0)!))
      const file = piece && /url\(\.\/files\/([^)]+?\.woff2)\)/.exec(piece)?.[1]
      if (!file) throw new Error(`No ${pkg} piece draws "${letter}" of ${locale}'s name`)
      byFile.set(file, [...(byFile.get(file) ?? []), letter])
    }
    // Shaping (Devanagari conjuncts) may need letters of other pieces too: cut from each piece
    // with the whole name, keeping the glyph closure; unicode-range picks the right one.
    let n = 0
    for (const [file, own] of byFile) {
      const bytes = await subsetFont(readFileSync(path.join(dir, 'files', file)), names, {
        targetFormat: 'woff2',
      })
      const name = `language-names-${set}-${n++}.woff2`
      files.set(name, bytes)
      const range = own.map((letter) => `U+${letter.codePointAt(0)!.toString(16)}`).join(',')
      faces.push(
        `@font-face{font-family:'${languageNamesFamily}';font-style:normal;font-display:swap;font-weight:400;src:url(${here}/files/${name}) format('woff2');unicode-range:${range};}`,
      )
    }
  }
  return faces.join('')
}

/**
 * The faces of a CJK sheet that hold one of its marks (`cjkMarksOf`), again under `cjkMarksFamily`
 * and for those marks only. From its numbered pieces: its latin, cyrillic and vietnamese pieces
 * draw them the Latin way. The files are the ones the page's CJK text loads anyway.
 */
function cjkMarkFaces(css: string, set: FontSet): string {
  return css
    .split(/(?=@font-face)/)
    .filter((face) => /-\d+-400-normal\.woff2/.test(face))
    .flatMap((face) => {
      const marks = cjkMarksOf(set).filter((mark) => covers(face)(mark.codePointAt(0)!))
      if (!marks.length) return []
      const range = marks.map((mark) => `U+${mark.codePointAt(0)!.toString(16)}`).join(',')
      return face
        .replace(/font-family:\s*'[^']+'/, `font-family:'${cjkMarksFamily}'`)
        .replace(/unicode-range:[^;}]+/, `unicode-range:${range}`)
    })
    .join('')
}
for (const sheet of sheets)
  if (isLargeFontSet(sheet.name)) sheet.css += cjkMarkFaces(sheet.css, sheet.name)

const latin = sheets.find(({ name }) => name === 'latin')!
latin.css += await languageNameFaces()

const hash = createHash('sha256')
for (const { name, css } of sheets) hash.update(name).update('\0').update(css).update('\0')
for (const [file, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b)))
  hash.update(file).update('\0').update(bytes)
const version = hash.digest('hex').slice(0, 12)

const out = path.join(root, version)
rmSync(root, { recursive: true, force: true })
mkdirSync(path.join(out, 'files'), { recursive: true })
for (const { name, css } of sheets)
  writeFileSync(path.join(out, `${name}.css`), css.replaceAll(here, `/fonts/${version}`))
for (const [file, bytes] of files) writeFileSync(path.join(out, 'files', file), bytes)
console.log(`Fonts: ${files.size} files written to public/fonts/${version}.`)
