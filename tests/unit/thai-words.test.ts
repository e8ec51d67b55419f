/** Thai text on the pages wraps between words: the word list and what the pages make of it. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WholeWords } from '@/components/WholeWords'
import { keepTogether, wholeWordPieces, wholeWords } from '@/i18n/wholeWords'
import { loadGames, loadHome, loadLabels, loadSite, loadTerms } from '@/seed/content/load'

const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
/** Where ICU, the browser's line breaker, may break the text (code unit offsets). */
const icuBreaks = (text: string) => new Set([...segmenter.segment(text)].map((s) => s.index))
const splitsInside = (text: string, at: number, word: string) => {
  const breaks = icuBreaks(text)
  for (let i = at + 1; i < at + word.length; i++) if (breaks.has(i)) return true
  return false
}
const markup = (text: string) => renderToStaticMarkup(createElement(WholeWords, { text }))

const thaiRuns = [
  ...loadGames().map((game) => JSON.stringify(game.text['th-TH'])),
  JSON.stringify(loadLabels()['th-TH']),
  JSON.stringify(loadHome()['th-TH']),
  loadTerms()['th-TH'],
  loadSite().tagline['th-TH'],
].flatMap((text) => text.match(/[\u0E01-\u0E4F]+/gu) ?? [])

describe('the Thai word list', () => {
  it('holds the words the reviewers found broken, which ICU splits', () => {
    const found = ['สตูดิโอ', 'เอนจิน', 'คลาสสิก', 'แคตตาล็อก', 'ฟรีสปิน', 'ผู้ก่อตั้ง', 'นางเงือก']
    for (const word of found) {
      expect(wholeWords).toContain(word)
      expect(splitsInside(word, 0, word), word).toBe(true)
    }
    // Cover 182's lettering broke between these two.
    expect(splitsInside('มังกรเกล็ดเมฆ', 5, 'เกล็ดเมฆ')).toBe(true)
    expect(wholeWords).toContain('เกล็ดเมฆ')
  })

  it('holds the compounds the readers saw broken at a line end', () => {
    // Home: "ทุก | ครั้งที่ชนะ" and "เกม | ยิงปลา"; the 404 page: "ไป | ต่อ"; the deep-sea game:
    // "ดิน | แดน", and the มืดมิด of its new opening line.
    for (const word of ['ทุกครั้ง', 'เกมยิงปลา', 'ไปต่อ', 'ดินแดน', 'มืดมิด']) {
      expect(wholeWords).toContain(word)
      expect(splitsInside(word, 0, word), word).toBe(true)
    }
    expect(wholeWordPieces('ช่วยให้ทุกครั้งที่ชนะ')).toEqual(['ช่วยให้', 'ทุกครั้ง', 'ที่ชนะ'])
    // The fishing-game term wins over the ยิงปลา it contains.
    expect(wholeWordPieces('สล็อต เกมยิงปลา')).toEqual(['สล็อต ', 'เกมยิงปลา', ''])
    expect(wholeWordPieces('สู่ห้วงทะเลลึกอันมืดมิด ดินแดนของปลาตกเบ็ด')).toEqual([
      'สู่ห้วงทะเลลึกอัน',
      'มืดมิด',
      ' ',
      'ดินแดน',
      'ของปลาตกเบ็ด',
    ])
  })

  it('holds the feature name and the phrases round 23’s reader saw broken or stranded', () => {
    // The deep-sea game: "วงล้อห้วง | ลึก"; the about text: "ทุก | รุ่น"; the centred vision
    // statement left "ราบรื่น" alone on its last line (ICU also splits it, ราบ|รื่น).
    for (const word of ['วงล้อห้วงลึก', 'ทุกรุ่น', 'อย่างราบรื่น']) {
      expect(wholeWords).toContain(word)
      expect(splitsInside(word, 0, word), word).toBe(true)
    }
    // The feature name wins over the วงล้อ it holds.
    expect(wholeWordPieces('เพื่อหมุนวงล้อห้วงลึก ลุ้นชนะ')).toEqual(['เพื่อหมุน', 'วงล้อห้วงลึก', ' ลุ้นชนะ'])
    expect(wholeWordPieces('บนมือถือทุกรุ่นให้แก่')).toEqual(['บนมือถือ', 'ทุกรุ่น', 'ให้แก่'])
    expect(wholeWordPieces('ร่วมงานด้วยได้อย่างราบรื่น')).toEqual(['ร่วมงานด้วยได้', 'อย่างราบรื่น', ''])
  })

  it('holds the compounds round 25b’s reader saw split at a line end', () => {
    // 323's card "เงา | วับ", 702's shockwave "รอบ | ข้าง", the terms' "ความ | คุ้มครอง".
    for (const word of ['เงาวับ', 'รอบข้าง', 'ความคุ้มครอง']) {
      expect(wholeWords).toContain(word)
      expect(splitsInside(word, 0, word), word).toBe(true)
    }
    expect(wholeWordPieces('คลาสสิกแท้ เงาวับทั้งเครื่อง')).toEqual([
      '',
      'คลาสสิก',
      'แท้ ',
      'เงาวับ',
      'ทั้งเครื่อง',
    ])
    expect(wholeWordPieces('ซัดฝูงปลารอบข้าง (ราคา')).toEqual(['ซัดฝูงปลา', 'รอบข้าง', ' (ราคา'])
  })

  it('lists only words ICU splits, alone or where the Thai content has them', () => {
    const unsplit = wholeWords.filter(
      (word) =>
        !splitsInside(word, 0, word) &&
        !thaiRuns.some((run) =>
          [...run.matchAll(new RegExp(word, 'gu'))].some((m) => splitsInside(run, m.index, word)),
        ),
    )
    // A word here is one the browser needs no help with (any more): it can leave the list.
    expect(unsplit).toEqual([])
  })

  it('cuts a text around its words, never inside a letter cluster', () => {
    expect(wholeWordPieces('สล็อตคลาสสิกมังกร')).toEqual(['สล็อต', 'คลาสสิก', 'มังกร'])
    expect(wholeWordPieces('ผู้ก่อตั้งของสตูดิโอ')).toEqual(['', 'ผู้ก่อตั้ง', 'ของ', 'สตูดิโอ', ''])
    // The wheel gives (วงล้อ|มอบ), which ICU reads as encircle (วงล้อม|อบ).
    expect(wholeWordPieces('วงล้อมอบฟรีสปิน')).toEqual(['', 'วงล้อ', 'มอบ', 'ฟรีสปิน', ''])
    // เดโม่ is not เดโม followed by a tone mark; a leading vowel belongs to what follows it.
    expect(wholeWordPieces('เดโม่')).toEqual(['เดโม่'])
    expect(wholeWordPieces('เสปิน')).toEqual(['เสปิน'])
  })
})

describe('what a line never breaks at', () => {
  it('the space before a spaced dash, which must not open a line', () => {
    expect(keepTogether('विस्तार से बताएँ — हमारी टीम')).toBe('विस्तार से बताएँ\u00A0— हमारी टीम')
    expect(keepTogether('2019 – 2026')).toBe('2019\u00A0– 2026')
    // A closed dash, or a hyphen, is left alone.
    expect(keepTogether('reels—and more, a - b')).toBe('reels—and more, a - b')
  })

  it('the space before ๆ and between a number and the word after it, in every script', () => {
    expect(keepTogether('สัญลักษณ์ต่าง ๆ')).toBe('สัญลักษณ์ต่าง\u00A0ๆ')
    expect(keepTogether('เล่นบน 20 ไลน์')).toBe('เล่นบน 20\u00A0ไลน์')
    expect(keepTogether('ซื้อได้ในราคา 100 เท่า')).toBe('ซื้อได้ในราคา 100\u00A0เท่า')
    expect(keepTogether('สูงสุด 32,400 วิธีชนะ')).toBe('สูงสุด 32,400\u00A0วิธีชนะ')
    // A multiple stays with what it multiplies (a reader saw "biaya 10×" | "taruhan per tembakan").
    expect(keepTogether('biaya 10× taruhan per tembakan')).toBe(
      'biaya 10×\u00A0taruhan per tembakan',
    )
    expect(keepTogether('RTP 96.5% ตลอดเกม')).toBe('RTP 96.5%\u00A0ตลอดเกม')
    expect(keepTogether('paling lama 24 bulan')).toBe('paling lama 24\u00A0bulan')
    expect(keepTogether('6×5 · 15.625 cara menang')).toBe('6×5\u00A0· 15.625\u00A0cara menang')
    expect(keepTogether('up to 32,400 ways')).toBe('up\u00A0to\u00A032,400\u00A0ways')
    // Not before a sign or another number: 5 × 3, 1 2 (a spaced dash keeps its own rule, above).
    expect(keepTogether('5 × 3, 1 2')).toBe('5 × 3, 1 2')
    expect(keepTogether('1 – 24 of 85')).toBe('1\u00A0– 24\u00A0of 85')
  })

  it('before a middle dot between two items: it never starts a line, and may end one', () => {
    expect(keepTogether('Slot · 5×3 · 20 paylines')).toBe('Slot\u00A0· 5×3\u00A0· 20\u00A0paylines')
    // Not a dot inside a word or a name (Lâm·Khê), nor one without spaces.
    expect(keepTogether('A·B and C')).toBe('A·B and C')
  })

  it('a Vietnamese two-syllable word that readers found split', () => {
    expect(keepTogether('Mèo Thần Tài Vẫy Lộc')).toBe('Mèo Thần\u00A0Tài Vẫy Lộc')
    expect(keepTogether('tự phát triển engine')).toBe('tự phát\u00A0triển engine')
    // The demo's notice left "thưởng." alone on its last line.
    expect(keepTogether('và không trả thưởng.')).toBe('và không trả\u00A0thưởng.')
    // The demo's Autoplay button broke as "Tự | động".
    expect(keepTogether('Tự động')).toBe('Tự\u00A0động')
    // The home page's headline broke as "thắp | sáng", a card title as "Sao | Trời" and a
    // cover as "Kỳ Lân | Bạc": the silver unicorn stays whole, the longer phrase before "kỳ lân".
    expect(keepTogether('Những game thắp sáng mọi màn hình')).toBe(
      'Những game thắp\u00A0sáng mọi màn hình',
    )
    expect(keepTogether('Pháp Sư Sao Trời Orrin')).toBe('Pháp Sư Sao\u00A0Trời Orrin')
    expect(keepTogether('Đồng Cỏ Kỳ Lân Bạc')).toBe('Đồng Cỏ Kỳ\u00A0Lân\u00A0Bạc')
    expect(keepTogether('Slot Kỳ Lân 243')).toBe('Slot Kỳ\u00A0Lân 243')
    // Card taglines broke as "hồi | sinh", "vận | may", "thị | trấn", "lấp | đầy", "phẩy | tay"
    // and "hóa | thành".
    expect(keepTogether('Từ tro tàn, ngọn lửa hồi sinh càng thêm rực rỡ.')).toBe(
      'Từ tro tàn, ngọn lửa hồi\u00A0sinh càng thêm rực rỡ.',
    )
    expect(keepTogether('Đãi cát tìm vàng, vận may lấp lánh.')).toBe(
      'Đãi cát tìm vàng, vận\u00A0may lấp lánh.',
    )
    expect(keepTogether('Giữ bình yên cho thị trấn')).toBe('Giữ bình yên cho thị\u00A0trấn')
    expect(keepTogether('3 cuộn, 5 dòng, bóng loáng như gương')).toContain('bóng\u00A0loáng')
    expect(keepTogether('tấm huy hiệu ngôi sao')).toContain('huy\u00A0hiệu')
    expect(keepTogether('Xếp vàng thật cao, lấp đầy từng cuộn.')).toBe(
      'Xếp vàng thật cao, lấp\u00A0đầy từng cuộn.',
    )
    // A cover broke as "Phù Thủy Băng | Giá": the frost stays whole.
    expect(keepTogether('Phù Thủy Băng Giá')).toBe('Phù\u00A0Thủy Băng\u00A0Giá')
    expect(keepTogether('Chỉ một cái phẩy tay, cả bầu trời hóa thành băng.')).toBe(
      'Chỉ một cái phẩy\u00A0tay, cả bầu trời hóa\u00A0thành băng.',
    )
    // Only the whole word: "san hô" inside "sàn hộ" or "san hồ" is no match.
    expect(keepTogether('sàn hộ san hồ')).toBe('sàn hộ san hồ')
  })

  it('the feature name Hold & Win, which a reader saw split after Hold', () => {
    expect(keepTogether('เข้าสู่โบนัส Hold & Win ทองแท่ง')).toBe('เข้าสู่โบนัส Hold\u00A0&\u00A0Win ทองแท่ง')
    // Only the whole name: a hold and a win elsewhere stay as they are.
    expect(keepTogether('Threshold & Winter')).toBe('Threshold & Winter')
  })

  it('an Indonesian apa pun, which a reader saw split before pun', () => {
    expect(keepTogether('Kami ingin setiap pemain, di layar apa pun, menemukan game')).toBe(
      'Kami ingin setiap pemain, di layar apa\u00A0pun, menemukan game',
    )
    expect(keepTogether('di mana pun, siapa pun, kapan pun')).toBe(
      'di mana\u00A0pun, siapa\u00A0pun, kapan\u00A0pun',
    )
    // Only the question word: an emphatic pun stays free (Anda pun), and so does a word that
    // only begins like pun (kapan punya).
    expect(keepTogether('Anda pun bisa, kapan punya waktu')).toBe(
      'Anda pun bisa, kapan punya waktu',
    )
  })

  it('the Portuguese title Grande Hotel do Sino, which a reader saw split after Grande', () => {
    expect(keepTogether('Grande Hotel do Sino')).toBe('Grande\u00A0Hotel do Sino')
    // Only that pair: a big hotel elsewhere, or a grande in another phrase, stays free.
    expect(keepTogether('um grande hotel, Grande Hotelaria')).toBe(
      'um grande hotel, Grande Hotelaria',
    )
  })

  it('a Korean number word and its counter, 프리 스핀, the helpline’s number and the studio’s name', () => {
    expect(keepTogether('일곱 배의 광채')).toBe('일곱\u00A0배의 광채')
    expect(keepTogether('만 년을 이어 온 행운')).toBe('만\u00A0년을 이어 온 행운')
    expect(keepTogether('프리 스핀 12회')).toBe('프리\u00A0스핀 12회')
    expect(keepTogether('Starfin Games라는 이름')).toBe('Starfin\u00A0Games라는 이름')
    // A Vietnamese "up to" and its number, which a reader saw split in a game's type row.
    expect(keepTogether('6 cuộn · tối đa 32.400 cách thắng')).toBe(
      '6\u00A0cuộn\u00A0· tối\u00A0đa\u00A032.400\u00A0cách\u00A0thắng',
    )
    // And Indonesian's, Portuguese's and English's "up to", a reader saw hingga | 32.400.
    expect(keepTogether('Slot · 6 gulungan · hingga 32.400 cara menang')).toBe(
      'Slot\u00A0· 6\u00A0gulungan\u00A0· hingga\u00A032.400\u00A0cara menang',
    )
    expect(keepTogether('até 32.400 formas; up to 32,400 ways')).toBe(
      'até\u00A032.400\u00A0formas; up\u00A0to\u00A032,400\u00A0ways',
    )
    expect(keepTogether('Tối đa 32.400 cách thắng; tối đa là đủ')).toBe(
      'Tối\u00A0đa\u00A032.400\u00A0cách\u00A0thắng; tối đa là đủ',
    )
    // The terms' helpline, which a reader saw split after 국번.
    expect(keepTogether('한국도박문제예방치유원, 국번 없이 1336).')).toBe(
      '한국도박문제예방치유원, 국번\u00A0없이\u00A01336).',
    )
    // A word that only begins like a counter is not one: 한 번역가 is "a translator".
    expect(keepTogether('한 번역가')).toBe('한 번역가')
    expect(keepTogether('이 세계')).toBe('이 세계')
  })

  it('a Hindi number written as words', () => {
    expect(keepTogether('धीमी चाल, पक्के क़दम: दस हज़ार बरसों का सौभाग्य।')).toBe(
      'धीमी चाल, पक्के क़दम: दस\u00A0हज़ार बरसों का सौभाग्य।',
    )
    expect(keepTogether('तीन हज़ार साल')).toBe('तीन\u00A0हज़ार साल')
    expect(keepTogether('दो सौ गेम, पाँच लाख खिलाड़ी')).toBe('दो\u00A0सौ गेम, पाँच\u00A0लाख खिलाड़ी')
    // A word that only begins like one is not a number: सौभाग्य is "fortune".
    expect(keepTogether('दस सौभाग्य, कई हज़ार, दस हज़ारों')).toBe('दस सौभाग्य, कई हज़ार, दस हज़ारों')
  })

  it('the Hindi न and the word it negates, which a reader saw left alone at a line’s end', () => {
    expect(keepTogether('असली पैसा न लगता है, न मिलता है।')).toBe(
      'असली पैसा न\u00A0लगता है, न\u00A0मिलता है।',
    )
    // Only न as a word of its own: the न that ends मन or पैन stays a letter.
    expect(keepTogether('मन लगता है, पैन मिलता है')).toBe('मन लगता है, पैन मिलता है')
  })

  it('the Hindi हो that ends a sentence, which a reader saw alone at the start of a line', () => {
    expect(keepTogether('या पेज कहीं और चला गया हो। यहाँ से आगे बढ़ें:')).toBe(
      'या पेज कहीं और चला गया\u00A0हो। यहाँ से आगे बढ़ें:',
    )
    expect(keepTogether('क्या यही हो?')).toBe('क्या यही\u00A0हो?')
    // Not a हो inside the sentence, nor a word that begins with हो: गया हो या, होगा।
    expect(keepTogether('गया हो या नहीं, वही होगा।')).toBe('गया हो या नहीं, वही होगा।')
  })

  it('the Hindi compound धूल भरी, whose धूल a reader saw alone on a cover’s first line', () => {
    expect(keepTogether('धूल भरी घाटी का शेरिफ़')).toBe('धूल\u00A0भरी घाटी का शेरिफ़')
    expect(keepTogether('धूल भरा रास्ता, धूल भरे दिन')).toBe('धूल\u00A0भरा रास्ता, धूल\u00A0भरे दिन')
    // Not before another word: धूल भरकर, धूल भरती.
    expect(keepTogether('धूल भरकर, धूल भरती')).toBe('धूल भरकर, धूल भरती')
  })

  it('“play money”, which a reader saw split across two lines', () => {
    expect(keepTogether('The free demos use play money only.')).toBe(
      'The free demos use play\u00A0money only.',
    )
    expect(keepTogether('Play money only.')).toBe('Play\u00A0money only.')
    // Not inside other words: screenplay moneyed.
    expect(keepTogether('a screenplay money, play moneyed')).toBe(
      'a screenplay money, play moneyed',
    )
  })

  it('“light up”, which a reader saw split across two lines in the home page’s headline', () => {
    expect(keepTogether('Games that light up every screen')).toBe(
      'Games that light\u00A0up every screen',
    )
    // Not inside other words nor before another word: spotlight up, light upon.
    expect(keepTogether('a spotlight up high, light upon it')).toBe(
      'a spotlight up high, light upon it',
    )
  })
})

describe('a number and its Chinese or Japanese unit', () => {
  it('stay on one line', () => {
    expect(markup('最高可达6倍奖金')).toBe('最高可达<span class="whole-word">6倍</span>奖金')
    expect(markup('合約為期24個月')).toBe('合約為期<span class="whole-word">24個月</span>')
    expect(markup('最長24か月間保管')).toBe('最長<span class="whole-word">24か月</span>間保管')
    expect(markup('最大5,000倍の配当')).toBe('最大<span class="whole-word">5,000倍</span>の配当')
    expect(markup('フリースピン15回')).toBe('フリースピン<span class="whole-word">15回</span>')
    expect(markup('5つ目以降は2倍')).toBe(
      '<span class="whole-word">5つ目</span>以降は<span class="whole-word">2倍</span>',
    )
    expect(markup('3つのリール')).toBe('<span class="whole-word">3つ</span>のリール')
    // A kana particle is no unit, and HTML5 is a name.
    expect(markup('10の言語')).toBe('10の言語')
    expect(markup('HTML5エンジン、HTML5版')).toBe('HTML5エンジン、HTML5版')
    // So does a short name in Chinese or Japanese quotation marks.
    expect(markup('特徴「風の羅針盤」が発動')).toBe(
      '特徴<span class="whole-word">「風の羅針盤」</span>が発動',
    )
    expect(markup('触发“烈焰转轴”')).toBe('触发<span class="whole-word">“烈焰转轴”</span>')
    // A hyphenated word stays whole in any language.
    expect(markup('um arco-íris de cores')).toBe(
      'um <span class="whole-word">arco-íris</span> de cores',
    )
    expect(markup('buah-buahan segar')).toBe('<span class="whole-word">buah-buahan</span> segar')
    // Latin text and Korean (which breaks at spaces) are left to the browser.
    expect(markup('with 6x the bet')).toBe('with 6x the bet')
    expect(markup('최대 6배')).toBe('최대 6배')
  })
})

describe('a Chinese word readers found split at a line end', () => {
  it('stays on one line', () => {
    expect(markup('全屬遊戲幣，不涉及任何真錢。')).toBe(
      '全屬<span class="whole-word">遊戲幣</span>，不涉及<span class="whole-word">任何</span><span class="whole-word">真錢</span>。',
    )
    expect(markup('也希望每家營運商，都能找到溝通順暢的工作室')).toBe(
      '也希望<span class="whole-word">每家</span><span class="whole-word">營運商</span>，都能找到溝通<span class="whole-word">順暢</span>的工作室',
    )
    // The Hong Kong home page's paragraphs (營|運商, 冒|險, 遊|戲, 任|何), round 23b.
    expect(markup('由經典金龍題材到六軸冒險大作')).toBe(
      '由經典金龍題材到六軸<span class="whole-word">冒險</span>大作',
    )
    expect(markup('款款都能在任何手機上流暢運行')).toBe(
      '款款都能在<span class="whole-word">任何</span>手機上流暢運行',
    )
    expect(markup('十一個地區的營運商隨時可以接入')).toBe(
      '十一個地區的<span class="whole-word">營運商</span>隨時可以接入',
    )
    expect(markup('捕魚遊戲開發功力')).toBe('捕魚<span class="whole-word">遊戲</span>開發功力')
    expect(markup('把大魚收入囊中。')).toBe('把大魚<span class="whole-word">收入囊中</span>。')
    expect(markup('游戏作品，一套API即可全部接入')).toBe(
      '游戏作品，一套API<span class="whole-word">即可</span>全部接入',
    )
    expect(markup('创始团队的捕鱼游戏研发经验')).toBe(
      '创始团队的捕鱼游戏<span class="whole-word">研发</span>经验',
    )
    expect(markup('淘遍溪流，尋覓閃閃金光。')).toBe(
      '淘遍溪流，尋覓<span class="whole-word">閃閃金光</span>。',
    )
  })
})

describe('a Japanese phrase a reader found split in a card tagline', () => {
  it('stays on one line', () => {
    expect(markup('灰の中から、より強い炎が。')).toBe(
      '灰の中から、<span class="whole-word">より強い</span>炎が。',
    )
    expect(markup('願いを流せば、黄金の光になって還ってくる。')).toBe(
      '願いを流せば、<span class="whole-word">黄金の光</span>になって還ってくる。',
    )
  })

  it('keeps the set phrase 一発一発 and the home page’s 11の国・地域 on one line', () => {
    expect(markup('ノウハウを、一発一発に注ぎ込んでいます。')).toBe(
      'ノウハウを、<span class="whole-word">一発一発</span>に注ぎ込んでいます。',
    )
    expect(markup('アーケードゲーム。11の国・地域と10言語に対応し、')).toBe(
      'アーケードゲーム。<span class="whole-word">11の国・地域</span>と<span class="whole-word">10言語</span>に対応し、',
    )
  })

  it('keeps a game page’s feature names whole, and a quoted name with its particle and comma', () => {
    expect(markup('6つ以上出るとホールド＆ウィン・ボーナスがスタート。')).toBe(
      '<span class="whole-word">6つ</span>以上出ると<span class="whole-word">ホールド＆ウィン・ボーナス</span>がスタート。',
    )
    expect(markup('炎の宝珠スキャッター4つで')).toBe(
      '<span class="whole-word">炎の宝珠</span>スキャッター<span class="whole-word">4つ</span>で',
    )
    expect(markup('おなじみの「雲海連鎖」で、メインゲームの')).toBe(
      'おなじみの<span class="whole-word">「雲海連鎖」で、</span>メインゲームの',
    )
    // A particle that begins a longer word (では) is left to the browser.
    expect(markup('「雲海連鎖」では')).toBe('<span class="whole-word">「雲海連鎖」</span>では')
  })

  it('lets a paragraph break inside a quoted name, as running Japanese does, but never before its particle and comma', () => {
    const running = (text: string) =>
      renderToStaticMarkup(createElement(WholeWords, { text, running: true }))
    // A whole name moved to the next line left a line short enough to read as a paragraph break.
    expect(running('上がります。「烈火リール」はどのスピンでも')).toBe(
      '上がります。「烈火リール」はどのスピンでも',
    )
    expect(running('おなじみの「雲海連鎖」で、メインゲームの')).toBe(
      'おなじみの「雲海連<span class="whole-word">鎖」で、</span>メインゲームの',
    )
    // A name of two parts breaks only between them, at its ・ (s46 reader, ja).
    expect(running('クライマックスへ。「雲鱗の龍・烈火」は、最大')).toBe(
      'クライマックスへ。<span class="whole-word">「雲鱗の龍・</span><span class="whole-word">烈火」は、</span>最大',
    )
    expect(running('「ジェットセット・ジュエル」は、ひとつの街に')).toBe(
      '<span class="whole-word">「ジェットセット・</span><span class="whole-word">ジュエル」は、</span>ひとつの街に',
    )
    // Outside a quoted name, a ・ joins words as before.
    expect(running('スロット・6リール')).toBe('スロット・6リール')
    expect(running('当たった組み合わせは連鎖で消え')).toBe(
      '当たった組み合わせは<span class="whole-word">連鎖</span>で消え',
    )
  })
})

describe('Thai text on the pages', () => {
  it('keeps each listed word on one line and lets the browser segment the rest on its own', () => {
    expect(markup('สล็อตคลาสสิกมังกร')).toBe(
      'สล็อต<wbr/><span class="whole-word">คลาสสิก</span><wbr/>มังกร',
    )
    expect(markup('ฟรีสปิน 15 ครั้ง')).toBe('<span class="whole-word">ฟรีสปิน</span> 15\u00A0ครั้ง')
    expect(markup('เพนต์เฮาส์แจ็กพอต')).toBe(
      '<span class="whole-word">เพนต์เฮาส์</span><wbr/><span class="whole-word">แจ็กพอต</span>',
    )
  })

  it('leaves other text as it is, but for a number kept with its word', () => {
    expect(markup('Free spins on many lines')).toBe('Free spins on many lines')
    expect(markup('Free spins on 20 lines')).toBe('Free spins on 20\u00A0lines')
    expect(markup('มังกรทอง')).toBe('มังกรทอง')
  })
})
