/**
 * Lists where ICU's word segmenter (Intl.Segmenter, the dictionary a browser breaks Thai lines
 * with) splits the Thai content into pieces that look like one word to it no longer: two pieces
 * that always occur together, in text the word list (`src/i18n/wholeWords.ts`) does not already
 * cover. `tsx scripts/thai-words.ts [--min N]` prints each pair with its count, most frequent
 * first, for a reader to judge: a loanword or compound goes into the list, two words that simply
 * often meet (ขึ้น|ไป) do not.
 */
import { loadGames, loadHome, loadLabels, loadSite, loadTerms } from '../src/seed/content/load'
import { wholeWordPieces } from '../src/i18n/wholeWords'

const locale = 'th-TH'
const min = Number(process.argv[process.argv.indexOf('--min') + 1]) || 2

const texts = [
  ...loadGames().map((game) => JSON.stringify(game.text[locale])),
  JSON.stringify(loadLabels()[locale]),
  JSON.stringify(loadHome()[locale]),
  loadTerms()[locale],
  loadSite().tagline[locale],
]

const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
const counts = new Map<string, number>()
const pairs = new Map<string, number>()
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

for (const text of texts) {
  // The listed words are cut out first, as the pages do: what is left is segmented on its own.
  const uncovered = wholeWordPieces(text).filter((_, i) => i % 2 === 0)
  for (const run of uncovered.flatMap((piece) => piece.match(/[\u0E01-\u0E4F]+/gu) ?? [])) {
    const words = [...segmenter.segment(run)].map(({ segment }) => segment)
    words.forEach((word, i) => {
      count(counts, word)
      if (i > 0) count(pairs, `${words[i - 1]}|${word}`)
    })
  }
}

const together = [...pairs]
  .filter(([pair, n]) => {
    const [a, b] = pair.split('|') as [string, string]
    return n >= min && n === Math.min(counts.get(a) ?? 0, counts.get(b) ?? 0)
  })
  .sort((a, b) => b[1] - a[1])

for (const [pair, n] of together) console.log(`${String(n).padStart(4)}  ${pair}`)
console.log(`${together.length} pairs of pieces that always occur together (at least ${min} times)`)
