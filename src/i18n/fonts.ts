/**
 * Self-hosted Noto fonts per script (copied from the @fontsource packages by `scripts/fonts.ts`).
 * Every site loads the Latin/Vietnamese set; CJK, Thai and Devanagari sites add their script's.
 */
import type { ContentLocale, SitePrefix } from './locales'

/**
 * The names under which a CJK set's regular weight may be installed on the visitor's device (full
 * name and PostScript name, which is what `local()` matches): Android ships Noto Sans CJK as its
 * system font, and Linux desktops often have it; some desktops have the web font itself.
 */
const installedRegular = (family: string, cjkRegion: string) => [
  `Noto Sans CJK ${cjkRegion}`,
  `NotoSansCJK${cjkRegion.toLowerCase()}-Regular`,
  `${family} Regular`,
  `${family.replaceAll(' ', '')}-Regular`,
]

/**
 * The CJK sets come in the regular weight only: a CJK page needs dozens of their unicode-range
 * pieces per weight, and each one that arrives lays the page out again; headings embolden it.
 * Their faces name the installed design first (`localRegular`): there the pieces are never
 * downloaded; elsewhere they are.
 */
export const fontSets = {
  latin: {
    pkg: 'noto-sans',
    family: 'Noto Sans',
    subsets: ['latin', 'latin-ext', 'vietnamese'],
    weights: [400, 800],
    localRegular: [],
  },
  jp: {
    pkg: 'noto-sans-jp',
    family: 'Noto Sans JP',
    subsets: null,
    weights: [400],
    localRegular: installedRegular('Noto Sans JP', 'JP'),
  },
  kr: {
    pkg: 'noto-sans-kr',
    family: 'Noto Sans KR',
    subsets: null,
    weights: [400],
    localRegular: installedRegular('Noto Sans KR', 'KR'),
  },
  sc: {
    pkg: 'noto-sans-sc',
    family: 'Noto Sans SC',
    subsets: null,
    weights: [400],
    localRegular: installedRegular('Noto Sans SC', 'SC'),
  },
  tc: {
    pkg: 'noto-sans-tc',
    family: 'Noto Sans TC',
    subsets: null,
    weights: [400],
    localRegular: installedRegular('Noto Sans TC', 'TC'),
  },
  thai: {
    pkg: 'noto-sans-thai',
    family: 'Noto Sans Thai',
    subsets: ['thai'],
    weights: [400, 800],
    localRegular: [],
  },
  deva: {
    pkg: 'noto-sans-devanagari',
    family: 'Noto Sans Devanagari',
    subsets: ['devanagari'],
    weights: [400, 800],
    localRegular: [],
  },
  // The scripts of the extra game-name languages (my-MM, km-KH), written only in the admin's
  // Listing tab: few devices have them (`adminFontSets`).
  myanmar: {
    pkg: 'noto-sans-myanmar',
    family: 'Noto Sans Myanmar',
    subsets: ['myanmar'],
    weights: [400],
    localRegular: [],
  },
  khmer: {
    pkg: 'noto-sans-khmer',
    family: 'Noto Sans Khmer',
    subsets: ['khmer'],
    weights: [400],
    localRegular: [],
  },
} as const
export type FontSet = keyof typeof fontSets

/**
 * The sets the admin loads besides the device's own fonts: the scripts of the extra game-name
 * languages (the Listing tab's "မြန်မာ (my-MM)" and "ខ្មែរ (km-KH)" and the names typed under
 * them), which devices without a Myanmar or Khmer font drew as boxes; and Thai and Devanagari, the
 * admin languages whose letters a computer without those fonts (a bare Linux desktop) drew as
 * boxes on every screen of the Thai and Hindi admin. Each set's faces cover its script only
 * (unicode-range), so a screen without those letters downloads nothing.
 */
export const adminFontSets = [
  'thai',
  'deva',
  'myanmar',
  'khmer',
] as const satisfies readonly FontSet[]

/** The extra script of a site, if any. CJK sets are large, so they load without blocking render. */
export const scriptFontOf: Partial<Record<SitePrefix, FontSet>> = {
  jp: 'jp',
  kr: 'kr',
  cn: 'sc',
  hk: 'tc',
  th: 'thai',
  in: 'deva',
}

export const isLargeFontSet = (set: FontSet) =>
  set === 'jp' || set === 'kr' || set === 'sc' || set === 'tc'

/**
 * Where the fonts are served: `scripts/fonts.ts` writes them to a folder named by a hash of their
 * contents, which next.config.ts passes to the build as FONTS_PATH (so it is cached for good).
 */
const fontsPath = process.env.FONTS_PATH ?? '/fonts'

export const fontStylesheet = (set: FontSet) => `${fontsPath}/${set}.css`

/**
 * Font files fetched with the page rather than on first use. The Latin set's basic pieces (two
 * files of 13 KB), on every site: every page's text needs them from its first layout (its spaces,
 * digits and Latin names are drawn in Noto Sans whatever the script), so found only then they
 * were a round trip late on the sites in other scripts; and on the sites in Latin script a fallback
 * face wraps lines differently, and the swap moved a whole terms page (CLS 0.08). The Thai set is
 * two small files, and without them the Thai text first lays out in a fallback face and then
 * shifts.
 */
export const preloadedFontFiles: Partial<Record<FontSet, string[]>> = {
  latin: fontSets.latin.weights.map(
    (weight) => `${fontsPath}/files/noto-sans-latin-${weight}-normal.woff2`,
  ),
  thai: fontSets.thai.weights.map(
    (weight) => `${fontsPath}/files/noto-sans-thai-thai-${weight}-normal.woff2`,
  ),
}

/**
 * The language names of the switcher and the game pages' language chips are drawn in their own
 * script on every site. Rather than a whole font per script, `scripts/fonts.ts` cuts one tiny face
 * per script holding just the letters of those names, all under this family (with unicode-range,
 * in the stylesheet every page loads): a Thai page draws "हिन्दी" without loading Devanagari.
 */
export const languageNamesFamily = 'Starfin Language Names'

/**
 * CJK type draws some marks its own way: the quotation marks “” full-width in Chinese, the
 * ellipsis centred, the dash joined when doubled (——). The Latin face, first in a CJK site's font
 * list for its Latin letters and digits, would draw them the Latin way. `scripts/fonts.ts` copies
 * the faces of a CJK set that hold these marks under this family, which a CJK site names first.
 * (Not ‘’: ’ is also the apostrophe of Latin names.)
 */
export const cjkMarksFamily = 'Starfin CJK Marks'
export const cjkMarks = ['“', '”', '…', '—']

/**
 * The marks a set's CJK face draws: Chinese type also sets the middle dot of a series' name
 * (雲鱗神龍·烈焰, 云鳞神龙·明珠) a full character wide, where the Latin face leaves a speck squeezed
 * between two characters (a Hong Kong reader's find). Japanese joins names with its own ・.
 */
export const cjkMarksOf = (set: FontSet): string[] =>
  set === 'sc' || set === 'tc' ? [...cjkMarks, '·'] : cjkMarks

/** The font set whose design draws each language's own name (Latin names use the page's font). */
export const languageNameFonts: Partial<Record<ContentLocale, FontSet>> = {
  'hi-IN': 'deva',
  'ja-JP': 'jp',
  'ko-KR': 'kr',
  'th-TH': 'thai',
  'zh-TW': 'tc',
  'zh-CN': 'sc',
}
