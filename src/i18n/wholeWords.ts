/**
 * Words of our titles that ICU's dictionary breaks inside, in the browser's line breaker and in
 * Intl.Segmenter alike: Thai transliterations and names it does not know (ยูนิ|คอร์น, ม้ามั|ส|แตง),
 * a few Pali and Sanskrit words, and Thai words it knows only as two whose halves read as other
 * words (สิบ|สอง 'ten|two' for twelve, กระบอง|เพชร 'club|diamond' for cactus). A title breaks
 * around them, never inside: the covers' lettering (`src/art/title.ts`) and the titles on the
 * pages (`WholeWords`). Found by segmenting every Thai title of the catalogue and reading the
 * pieces; a new title's such word goes here.
 */
export const wholeWords = [
  'แกรนด์',
  'เบลล์',
  'ออริน',
  'ยูนิคอร์น',
  'คราวน์',
  'พาร์เลอร์',
  'ลูนาร่า',
  'คาบาเรต์',
  'โคลเวอร์',
  'สุริยเทพ',
  'เซธาร่า',
  'ไบซัน',
  'ลากูน',
  'พาเลซ',
  'รูบี้',
  'เลานจ์',
  'แคนยอน',
  'โรดิโอ',
  'บูเลอวาร์ด',
  'เหมย',
  'เพนต์เฮาส์',
  'แจ็กพอต',
  'เมลอน',
  'ออบซิเดียน',
  'อัญมณี',
  'ไฮโซ',
  'มัสแตง',
  'บ่วงบาศ',
  'คาร์ป',
  'สิบสอง',
  'กระบองเพชร',
  'น้ำแข็ง',
  'โจรสลัด',
  'ทะเลทราย',
  'กรงเล็บ',
  'ลูกกวาด',
  'โดดเดี่ยว',
  'ระยิบระยับ',
  'พ่อมด',
]

const wholeWord = new RegExp(`(${wholeWords.join('|')})`, 'u')

/** The text cut around its whole words: text, word, text, word, … (words at odd indexes). */
export const wholeWordPieces = (text: string) => text.split(wholeWord)
