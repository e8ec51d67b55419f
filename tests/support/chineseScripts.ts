/**
 * Which characters belong to one Chinese script only, derived from OpenCC's maintained tables
 * (opencc-js), not a hand-made list. A character is Simplified-only when OpenCC converts it to
 * another one for Traditional text and it is written in no Traditional text OpenCC knows: not a
 * Traditional form of any character or phrase, nor a Hong Kong or Taiwan variant. So 发 and 说
 * are Simplified-only, while 后, 干, 里 and 着, which Traditional text also writes (皇后, 干涉,
 * 公里, 着數), are not. Traditional-only is the same the other way round (發, 說, 裡, but not 乾
 * or 著, which Simplified text also writes: 乾坤, 著名).
 */
import HKVariants from 'opencc-js/dict/HKVariants'
import HKVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases'
import STCharacters from 'opencc-js/dict/STCharacters'
import STPhrases from 'opencc-js/dict/STPhrases'
import TSCharacters from 'opencc-js/dict/TSCharacters'
import TSPhrases from 'opencc-js/dict/TSPhrases'
import TWVariants from 'opencc-js/dict/TWVariants'
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases'

/** A dictionary's entries as [source, target] texts. */
const entries = (dictionary: string) =>
  dictionary.split('|').map((entry) => entry.split(' ') as [string, string])

const charactersOf = (texts: string[]) => new Set(texts.flatMap((text) => [...text]))

const toTraditional = [...entries(STCharacters), ...entries(STPhrases)]
const toSimplified = [...entries(TSCharacters), ...entries(TSPhrases)]
const regionalVariants = [HKVariants, HKVariantsPhrases, TWVariants, TWVariantsPhrases].flatMap(
  entries,
)

const writtenTraditional = charactersOf([
  ...toTraditional.map(([, traditional]) => traditional),
  ...toSimplified.map(([traditional]) => traditional),
  ...regionalVariants.map(([, variant]) => variant),
])
const writtenSimplified = charactersOf([
  ...toTraditional.map(([simplified]) => simplified),
  ...toSimplified.map(([, simplified]) => simplified),
])

export const simplifiedOnly = new Set(
  entries(STCharacters)
    .map(([simplified]) => simplified)
    .filter((character) => !writtenTraditional.has(character)),
)
export const traditionalOnly = new Set(
  entries(TSCharacters)
    .map(([traditional]) => traditional)
    .filter((character) => !writtenSimplified.has(character)),
)

/**
 * The characters of `text` that its script does not write: Simplified-only ones in Traditional
 * text (hk), Traditional-only ones in Simplified text (cn).
 */
export function otherScriptCharacters(text: string, script: 'traditional' | 'simplified') {
  const foreign = script === 'traditional' ? simplifiedOnly : traditionalOnly
  return [...new Set([...text].filter((character) => foreign.has(character)))]
}
