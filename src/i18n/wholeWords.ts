/**
 * Thai is written without spaces between words, and a browser breaks its lines where ICU's
 * dictionary finds word boundaries (Intl.Segmenter uses the same one). That dictionary chops the
 * words it does not know, and some it does in the wrong context: transliterations (สตู|ดิ|โอ,
 * ฟรีส|ปิน, คลาส|สิ|กมัง|กร), names, and compounds whose halves read as other words (นาง|เงือก
 * 'lady|?' for mermaid, เดิม|พัน 'former|thousand' for a bet). The words below are kept whole
 * wherever our text is set: on the pages (`WholeWords`) and in the covers' lettering
 * (`src/art/title.ts`).
 *
 * Grown from every Thai text of the content: `tsx scripts/thai-words.ts` lists the places where
 * the segmenter splits text that is not yet covered here (pieces that always occur together),
 * for a reader to judge; a word that belongs here goes in the group it belongs to.
 */

/** Loanwords and names, which ICU does not know. */
const loanwords = [
  'แกรนด์',
  'ออริน',
  'ยูนิคอร์น',
  'คราวน์',
  'พาร์เลอร์',
  'ลูนาร่า',
  'คาบาเรต์',
  'โคลเวอร์',
  'เซธาร่า',
  'ไบซัน',
  'ลากูน',
  'พาเลซ',
  'รูบี้',
  'เลานจ์',
  'แคนยอน',
  'แพรี่ด็อก',
  'โรดิโอ',
  'บูเลอวาร์ด',
  'เหมย',
  'เพนต์เฮาส์',
  'แจ็กพอต',
  'เมลอน',
  'ออบซิเดียน',
  'ไฮโซ',
  'มัสแตง',
  'คาร์ป',
  'ฟรีสปิน',
  'รีสปิน',
  'ไวลด์',
  'สแกตเตอร์',
  'คาสเคด',
  'คลาสสิก',
  'สตูดิโอ',
  'เอนจิน',
  'แคตตาล็อก',
  'อาร์เคด',
  'เชอร์รี่',
  'เปียโน',
  'เรโทร',
  'โคโยตี้',
  'คราเคน',
  'กาเลียน',
  'เลวีอาธาน',
  'จีโอด',
  'คริสตัล',
  'ร็อก',
  'รีเซ็ต',
  'คาสิโน',
  'เดโม',
  'ออโต้',
  'สปิน',
  'สปินเนอร์',
  'โรดรันเนอร์',
  'ออโรรา',
  'เวกัส',
  'เช็กอิน',
  'พาสปอร์ต',
  'คาวเกิร์ล',
  'คีย์การ์ด',
  'ร็อกแอนด์โรล',
  'อินเฮาส์',
  'โซเชียลมีเดีย',
  'ไอดี',
]

/** Pali and Sanskrit words and names. */
const learned = ['สุริยเทพ', 'อัญมณี', 'บ่วงบาศ', 'วิสัยทัศน์', 'ลายลักษณ์อักษร']

/** Compounds: one word to a Thai reader, two or three to ICU. */
const compounds = [
  'สิบสอง',
  'รายละเอียด',
  'กระบองเพชร',
  'น้ำแข็ง',
  'โจรสลัด',
  'ทะเลทราย',
  'กรงเล็บ',
  'ลูกกวาด',
  'โดดเดี่ยว',
  'ระยิบระยับ',
  'พ่อมด',
  'เกล็ดเมฆ',
  'นางเงือก',
  'ผู้ก่อตั้ง',
  'ก่อตั้ง',
  'เดิมพัน',
  'วงล้อ',
  'ติดหนึบ',
  'ทดลองเล่น',
  'ผลไม้',
  'เกือกม้า',
  'ตู้เซฟ',
  'ทองแท่ง',
  'ทองเหลือง',
  'ก้อนทอง',
  'ตื่นทอง',
  'เรืองแสง',
  'นายอำเภอ',
  'ต่อเนื่อง',
  'คันโยก',
  'มาตรวัด',
  'เกี่ยวกับ',
  'ลุกโชน',
  'ไหว้พระจันทร์',
  'ข้างเคียง',
  'เข็มทิศ',
  'กระเบนราหู',
  'คนแคระ',
  'นกกระจอก',
  'นกฮูก',
  'แบบฟอร์ม',
  'กลายเป็น',
  'โชคลาภ',
  'นำโชค',
  'ขณะที่',
  'หน้าจอ',
  'ข้อกำหนด',
  'เงินจำลอง',
  'เงินจริง',
  'แนวปะการัง',
  'แมวกวัก',
  'ป้ายไฟ',
  'โคมไฟ',
  'หลอดไฟ',
  'เปลวไฟ',
  'ยาวิเศษ',
  'สายแร่',
  'ขนนก',
  'คงเหลือ',
  'จัดเก็บ',
  'อายุยืน',
  'ถัดไป',
  'งานเลี้ยง',
  'ปืนใหญ่',
  'ผู้กล้า',
  'ผู้พิทักษ์',
  'นับถอยหลัง',
  'ทุ่งหญ้า',
  'จันทร์เพ็ญ',
  'ความผันผวน',
  'ป้อมปราการ',
  'ปลดล็อก',
  'เหยื่อล่อ',
  'เที่ยงคืน',
  'ดาวเคราะห์',
  'เรืออับปาง',
  'เปลือกหอย',
  'เถ้าถ่าน',
  'ร้านอาหาร',
  'แบ่งปัน',
  'พังทลาย',
  'เทือกเขา',
  'อานม้า',
  'รุ่งสาง',
  'หยอดเหรียญ',
  'เลขเจ็ด',
  'สีชาด',
  'ดำเนินการ',
  'เชื่อมต่อ',
  'เผยแพร่',
  'ส่วนบุคคล',
  'เหล่านี้',
  'รายละเอียด',
  'ปานกลาง',
  'เหมาะสม',
  'ตรวจสอบ',
  'ช่วยเหลือ',
  'สูญเสีย',
  'ผิดพลาด',
  'เริ่มต้น',
  'ลื่นไหล',
  'ใบอนุญาต',
  'ตั้งค่า',
  'หมวดหมู่',
  'พญามังกร',
  'หอดูดาว',
  'ปรุงยา',
  'หลับใหล',
  'มีค่า',
  'เรียบง่าย',
  'ขีดจำกัด',
  'เจิดจ้า',
  'ยังคง',
  'ตัดสินใจ',
  'ซับซ้อน',
  'ผ่อนคลาย',
  'เยือกแข็ง',
  'พริบตา',
  'คดเคี้ยว',
  'ห้อยระย้า',
  'เดือดปุด',
  'เมล็ดพันธุ์',
  'ขนมหวาน',
  'รูปทรง',
  'นกอินทรี',
  'หอยสังข์',
  'คัดลอก',
  'ดังกล่าว',
  'ยอดนิยม',
  'ความบันเทิง',
  'นำเสนอ',
  'ย้อนกลับ',
  'เต่าทะเล',
  'ความเป็นส่วนตัว',
  'ขอดู',
  'หลังจาก',
  'ผู้ให้บริการ',
  'ผู้พัฒนา',
  'ผิดกฎหมาย',
  'รวมตัวกัน',
  'เปลี่ยนขนาด',
  'นำไปใช้',
  'ทดลองเล่นฟรี',
  'ภาพรวม',
  'อัตราจ่าย',
  'คร่ำหวอด',
  'ประจำตัว',
  'ข้อจำกัด',
  'แหวกว่าย',
  'ตาราง',
  'ใบเรือ',
  'ครั้งเดียว',
  'ผู้เล่น',
  'ของเรา',
  'นักพัฒนา',
  'เส้นทาง',
  'ยิงปลา',
  'ทุกราย',
  'ด้านล่าง',
  'ประตูมังกร',
  'อีกตัว',
  'ตะวันตก',
  'ทดลองเล่นฟรีได้',
  'ตัวคูณ',
  'ปูระเบิด',
  'สายด่วน',
  'สุขภาพจิต',
  'ไม่ได้',
  'ทุกครั้ง',
  'เกมยิงปลา',
  'ไปต่อ',
  'ดินแดน',
  'มืดมิด',
  'วงล้อห้วงลึก',
  'ทุกรุ่น',
  'อย่างราบรื่น',
  'ราบรื่น',
  // Round 25b's reader: 323's card (เงา|วับ), 702's shockwave (รอบ|ข้าง), the terms (ความ|คุ้มครอง).
  'เงาวับ',
  'รอบข้าง',
  'ความคุ้มครอง',
  // Round 26's reader: 445's jackpot (แจ็กพอตรถ|รางเหมือง), 701's bomb (ในตูม|เดียว).
  'รถราง',
  'ตูมเดียว',
  // Round 27's readers: the terms (ไม่รับ|ประกัน, ข้อ|ผิดพลาด, สายด่วน|สุขภาพจิต), 701's shots
  // (สว่าน|เปลือกหอย).
  'รับประกัน',
  'ข้อผิดพลาด',
  'สายด่วนสุขภาพจิต',
  'สว่านเปลือกหอย',
  'สายฟ้าลูกโซ่',
  'ปูระเบิด',
  // Round 32's reader: 701's overview (เร้าใจยิ่ง|ขึ้น), 182's every spin (ได้ทุก|สปิน), the home
  // page's arcade games (และเกม|อาร์เคด).
  'ยิ่งขึ้น',
  'ทุกสปิน',
  'เกมอาร์เคด',
  // Round 33's reader: the home page's giant boss fish (ปลาบอสตัว|ยักษ์: ยักษ์ alone reads 'ogre').
  'ตัวยักษ์',
  // Session 45's reader: a card's one reel at a time (ที|ละรีล), the desert that blooms (ผลิ|บาน),
  // and the terms' anonymous (ตัว|ตน), at any time (ทุก|เมื่อ) and liable (ไม่รับ|ผิด: "does not
  // accept" at a line's end).
  'ทีละ',
  'ผลิบาน',
  'ตัวตน',
  'ทุกเมื่อ',
  'รับผิด',
]

export const wholeWords = [...loanwords, ...learned, ...compounds]

/**
 * A word of the list, never matched inside a cluster: not after a leading vowel (เ แ โ ใ ไ),
 * which belongs to the syllable after it, nor before a vowel or tone mark, which belongs to the
 * letter before it. Longer words first, so a compound wins over the word it contains.
 */
const thaiWord = `(?<![\\u0E40-\\u0E44])(?:${[...wholeWords].sort((a, b) => b.length - a.length).join('|')})(?![\\u0E31\\u0E34-\\u0E3A\\u0E47-\\u0E4E])`

/**
 * Chinese and Japanese may break a line between any two characters, a number and its unit or
 * counter included ("6 | 倍", "24個 | 月", "5 | つ目"). A number with the Han character written
 * straight after it (or one of the units below) is kept whole as well: 6倍, 24個月, 24か月, 5,000倍,
 * 15回, 10言語, 5つ目; not a kana particle (10の) nor a number that ends a Latin name (HTML5エンジン).
 */
const cjkUnits = [
  '個月',
  '个月',
  'か月',
  'ヶ月',
  'カ月',
  '時間',
  '小時',
  '小时',
  '分鐘',
  '分钟',
  '週間',
  '周年',
  '言語',
  '语言',
  '語言',
  '種類',
  '种类',
  // Japanese counters in kana: 5つ目, 3つ (a reader saw 「5」 end a line and 「つ目」 open the next).
  'つ目',
  'つ',
  'か所',
  'ヶ所',
  'カ所',
]
const cjkNumberUnit = `(?<![A-Za-z\\d.,])\\d[\\d,.]*%?(?:${cjkUnits.join('|')}|\\p{sc=Han})`

/**
 * A short name in Chinese or Japanese quotation marks (「風の羅針盤」, “烈焰转轴”) stays whole too; in
 * Japanese so does the particle and comma after it (「雲海連鎖」で、), which a reader saw open the next
 * line. In Japanese running text (a paragraph: `running`) only the name's last character, its
 * closing mark and the particle and comma stay together (鎖」で、): a whole name moved to the next
 * line left a line short enough to read as a paragraph break (round 28a), and running Japanese
 * breaks inside a word as print does (round 28b).
 */
const cjk = '[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u30FC\\u30FB·]'
const cjkQuotedName = `(?:「${cjk}{1,10}」|『${cjk}{1,10}』)(?:[でがはをにとのもへ]?、)?|“${cjk}{1,10}”`
/**
 * In running text a name of two parts joined by ・ breaks only there, each part whole (「雲鱗の龍・
 * | 烈火」は、, 「ジェットセット・|ジュエル」は、), as a Japanese typesetter breaks it: a reader saw
 * 「雲鱗の|龍・烈火」 and 「ジェットセッ|ト・ジュエル」 (s46, ja). A part is short, so no line is left
 * short enough to read as a paragraph's end.
 */
const cjkPart = '[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u30FC]{1,8}'
const insideQuotedName = '(?<=[「『][^」』「『]{0,24}・)'
const cjkQuotedNameParts =
  `[「『]${cjkPart}・(?=[^」』「『]{1,24}[」』])|${insideQuotedName}${cjkPart}・|` +
  `${insideQuotedName}${cjkPart}[」』](?:[でがはをにとのもへ]?、)?`
const cjkQuotedNameEnd = `${cjkQuotedNameParts}|${cjk}[」』](?:[でがはをにとのもへ]?、)|“${cjk}{1,10}”`

/**
 * Chinese words readers found split at the end of a line (真|錢, 每|家, 順|暢, 收入|囊中, 即|可,
 * 研|发; in the Hong Kong home page's paragraphs 營|運商, 冒|險, 遊|戲 and 任|何, with 遊戲幣
 * kept whole as one word too), and four-character phrases a card's tagline left split (乘雷|而起,
 * 閃閃|金光): a browser may break Chinese between any two characters, which in centred and
 * display text, such as the home page's short stat cards, leaves half a word on each line, and in
 * a short paragraph reads less finished than a break between words.
 */
const chineseWords = [
  '真錢',
  '每家',
  '順暢',
  '收入囊中',
  '即可',
  '研发',
  '乘雷而起',
  '閃閃金光',
  '萬年好運',
  '營運商',
  '冒險',
  '遊戲幣',
  '遊戲',
  '任何',
]

/**
 * Japanese phrases a reader found split at a line end (より|強い炎が, 黄金の|光になって, 一発|一発,
 * 11の|国・地域): the browser breaks Japanese between phrases, and there the comparative より or
 * the noun phrase 黄金の光 lost its second half to the next line, the set phrase 一発一発 read as a
 * stutter, and the home page's count 11 was left apart from the 国・地域 it counts. Names a game
 * page split too: the feature ホールド＆|ウィン・ボーナス (and ホールド＆ウィン・|ボーナスを購入), and the
 * scatter's 炎の|宝珠; the vision statement's 出会える|こと, which a centred line left short, and a particle after a
 * closing bracket (」|に), which a line must not start with; and the word 連鎖 (連|鎖).
 */
const japanesePhrases = [
  'より強い',
  '黄金の光',
  '一発一発',
  '11の国・地域',
  'ホールド＆ウィン・ボーナス',
  '炎の宝珠',
  '出会えること',
  '」に',
  // 連|鎖 at a line's end (a reader, s46); inside a quoted name the name's own rule keeps it.
  '連鎖(?![」』])',
]

/**
 * A hyphenated word (arco-íris, carro-chefe, buah-buahan) never breaks at its hyphen: Portuguese
 * would have to repeat the hyphen on the next line, and an Indonesian reduplication reads as two
 * words.
 */
const hyphenated =
  '(?<![\\p{L}\\p{M}-])[\\p{L}\\p{M}]{1,16}(?:-[\\p{L}\\p{M}]{1,16})+(?![\\p{L}\\p{M}-])'

const wholeWordIn = (quotedName: string) =>
  new RegExp(
    `(${thaiWord}|${cjkNumberUnit}|${quotedName}|${chineseWords.join('|')}|${japanesePhrases.join('|')}|${hyphenated})`,
    'u',
  )
const wholeWord = wholeWordIn(cjkQuotedName)
const wholeWordRunning = wholeWordIn(cjkQuotedNameEnd)

/**
 * The text cut around its whole words: text, word, text, word, … (words at odd indexes). Running
 * text (a paragraph rather than a heading, a label or a tagline) keeps only the end of a quoted
 * name with what follows it.
 */
export const wholeWordPieces = (text: string, running = false) =>
  text.split(running ? wholeWordRunning : wholeWord)

/** Korean numbers written as words, and the counters that follow them with a space (일곱 배, 만 년). */
const koreanNumber = '(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|백|천|만)'
const koreanCounter = '(?:배|번|년|개|회|종|가지|명|줄|장)(?![\\uAC00-\\uD7A3]{2})'

/**
 * Hindi numbers written as words: a number word and the सौ, हज़ार, लाख or करोड़ after it are one
 * number (दस हज़ार, तीन हज़ार); not a word that only begins like one (सौभाग्य, हज़ारों). The nukta
 * is either precomposed or combining.
 */
const hindiNumber = '(?:एक|दो|तीन|चार|पाँच|छह|सात|आठ|नौ|दस|बीस|पचास|सौ)'
const hindiLarge =
  '(?:सौ|ह(?:\\u095B|\\u091C\\u093C)ार|लाख|करो(?:\\u095C|\\u0921\\u093C))(?![\\u0900-\\u097F])'

/**
 * The spaces a line must not break at, made no-break spaces: before ๆ (the repetition mark
 * belongs to the word before it); between a number and the word after it, its unit, counter or
 * noun, in every script (20 ไลน์, 24 bulan, 15.625 cara menang, 32,400 ways), a multiple and what it multiplies
 * (10× taruhan, 30× the bet); between a Korean
 * number word and its counter (일곱 배, 만 년); in a Hindi number written as words (दस हज़ार); after
 * the Hindi न, which a line must not leave alone at its end (न लगता है, न मिलता है); before the
 * Hindi हो that ends a sentence, which a reader saw alone at the start of a line (चला गया हो।); in
 * the Hindi compound धूल भरी (dusty), whose धूल a reader saw alone on a cover's first line; in the Korean
 * game term 프리 스핀; in the Korean helpline's number, 국번 없이 1336 (no area code); in “play
 * money”; in the phrasal verb “light up”, whose “light” alone at a line's end reads as a noun; in
 * the feature name Hold & Win; between an Indonesian question word and the pun that makes it
 * "any" (apa pun, mana pun, siapa pun, kapan pun), which a reader saw left at a line's start;
 * in the Portuguese title Grande Hotel do Sino, whose Grande alone on a line reads as an
 * adjective; in an "up to" (tối đa), and outside running text between it and the number it bounds
 * (`upToNumber`); in the studio's name; before a middle dot between two items
 * ("Slot · 5×3 · 243 ways"), which must not start a line (it may end one, as a comma does: a
 * row glued on both sides of every dot broke only inside an item, tối đa | 32.400 cách thắng); and before a spaced
 * dash, which a Hindi reader saw open a line (बताएँ | — हमारी).
 */
const unbreakableSpace = new RegExp(
  [
    ' (?=ๆ)',
    '(?<=\\d[%×]?) (?=[\\p{L}])',
    `(?<=(?:^|[\\s(“"'])${koreanNumber}) (?=${koreanCounter})`,
    `(?<=(?:^|[\\s(“"'])${hindiNumber}) (?=${hindiLarge})`,
    '(?<=(?:^|[\\s(“"\'—])न) (?=[\\u0900-\\u097F])',
    '(?<=[\\u0900-\\u097F]) (?=हो[।?!])',
    '(?<=(?:^|[\\s(“"\'])धूल) (?=भर[ीाे](?![\\u0900-\\u097F]))',
    '(?<=프리) (?=스핀)',
    '(?<=국번) (?=없이 \\d)',
    '(?<=국번 없이) (?=\\d)',
    '(?<=(?:^|[\\s(“"\'])[Pp]lay) (?=money(?![\\p{L}]))',
    '(?<=(?:^|[\\s(“"\'])[Ll]ight) (?=up(?![\\p{L}]))',
    '(?<=(?<![\\p{L}])Hold) (?=& Win(?![\\p{L}]))|(?<=(?<![\\p{L}])Hold &) (?=Win(?![\\p{L}]))',
    '(?<=(?<![\\p{L}])(?:[Aa]pa|[Mm]ana|[Ss]iapa|[Kk]apan)) (?=pun(?![\\p{L}]))',
    '(?<=(?<![\\p{L}])Grande) (?=Hotel(?![\\p{L}]))',
    '(?<=(?<![\\p{L}])[Tt]ối) (?=đa \\d)|(?<=(?<![\\p{L}])[Uu]p) (?=to \\d)',
    '(?<=Starfin) (?=Games)',
    ' (?=· )',
    ' (?=[—–] )',
  ].join('|'),
  'gu',
)

/**
 * Vietnamese writes each syllable apart, so a browser may break a line inside a two-syllable word
 * (phát | triển, Thần | Tài). The words readers found split, in headings, titles and covers, keep
 * their inner spaces unbroken; so does a title's head noun that a break left a syllable short
 * (Kỳ Lân | Bạc, the silver unicorn), so do the words a card's short tagline left split
 * (hồi | sinh, vận | may, thị | trấn, lấp | đầy, phẩy | tay, hóa | thành), and so does the frost
 * of a cover title that broke as Phù Thủy Băng | Giá. (The demo's buttons are set outside
 * `WholeWords`: their label carries the no-break space itself, as vi-VN's "Tự động" does.)
 */
const vietnameseWords = [
  'kỳ lân',
  'phù thủy',
  'thần tài',
  'phát triển',
  'dữ liệu',
  'san hô',
  'lễ tân',
  'miễn phí',
  'khu vực',
  'cam kết',
  'giải thưởng',
  'cuộn quay',
  'trả thưởng',
  'tự động',
  'thắp sáng',
  'sao trời',
  'kỳ lân bạc',
  'hồi sinh',
  'vận may',
  'thị trấn',
  'lấp đầy',
  'phẩy tay',
  'hóa thành',
  'bóng loáng',
  'huy hiệu',
  'băng giá',
  // Round 26: 445's cover (Xe | Goòng Mỏ Vàng, the mine cart) and 701's drill shell (Ốc | Khoan).
  'xe goòng',
  'ốc khoan',
  'cách thắng',
  'chúng tôi',
  'chơi thử',
  'tiền mặt',
  'quy đổi',
  'đội ngũ',
  'họa sĩ',
  'phản hồi',
  'sự nghiệp',
  // Round 30: the home page's service heading (Quy trình khép kín từ A đến Z), and the names a
  // reader saw split in running text (khi Vân | Long phun lửa, Mây | Cuốn, Boss Cá Đuối | Vàng),
  // kept whole as Ốc Khoan and Xe Goòng are.
  'quy trình',
  'khép kín',
  'vân long',
  'mây cuốn',
  'hỏa diễm',
  'cá đuối vàng',
  'chuỗi sét',
  'cua bom',
  // Round 33's reader: the game term hệ | số nhân, trong vòng | quay (read as 'within'), a
  // counted noun (Ba | loại đạn), a card's phất | tay and the demo's tiền | chơi thử.
  'hệ số nhân',
  'vòng quay',
  'ba loại',
  'phất tay',
  'tiền chơi thử',
  // Round 34's reader: the demo's play-money note ended on a lone "họa." (minh | họa).
  'minh họa',
]

/**
 * Indonesian: a preposition kept with its noun, so a cover's title never ends a line on it
 * (Tujuh di | Balik Beludru).
 */
const indonesianWords = ['di balik']
const vietnameseWord = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${[...vietnameseWords, ...indonesianWords].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{M}])`,
  'giu',
)

/**
 * An "up to" and the number it bounds, in a short line (a type row, a caption): there a break
 * between them split an item (tối đa | 32.400 cách thắng, hingga | 32.400). Running text may end
 * a line on its "up to", as print does: kept with its number it left a line a third short in a
 * paragraph (mang lại | tối đa 32.400 cách thắng, round 31).
 */
const upToNumber =
  /(?<=(?<![\p{L}])(?:[Tt]ối[ \u00A0]đa|[Uu]p[ \u00A0]to|[Hh]ingga|[Aa]té)) (?=\d)/gu

/** The text with its no-break spaces; `running` for a paragraph's text (`WholeWords`). */
export const keepTogether = (text: string, running = false) => {
  const kept = text
    .replace(unbreakableSpace, '\u00A0')
    .replace(vietnameseWord, (word) => word.replaceAll(' ', '\u00A0'))
  return running ? kept : kept.replace(upToNumber, '\u00A0')
}
