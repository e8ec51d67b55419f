/**
 * What native readers saw at phone width, in every script: the demo's texts are big enough to
 * read, its title shows whole, and a row of games never leaves one card alone.
 */
import { expect, test, type Page } from '@playwright/test'

import { chinesePhrases } from '../../src/i18n/phrases'
import { wholeWordPieces } from '../../src/i18n/wholeWords'

const phoneWidths = [360, 412]

/** The demo inside the play page's frame, its balance read (the wallet has answered). */
async function openDemo(page: Page, path: string) {
  await page.goto(path)
  const frame = page.frameLocator('iframe')
  await expect(frame.locator('dd').first()).toHaveText(/\d/, { timeout: 30_000 })
  return frame
}

/**
 * What a player on a phone would notice in a demo: text under 12 px, a control past its box or
 * the screen, and a control of the play button's row that left its line.
 */
const measureDemo = (body: Element) => {
  const small: string[] = []
  const overflowing: string[] = []
  for (const element of body.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    // Shown text only: not the words kept for screen readers, nor a hidden title.
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent!.trim())
      .join('')
    if (text && parseFloat(style.fontSize) < 12) small.push(`${text} (${style.fontSize})`)
    if (element.matches('button, output, dt, dd, small, h1, p')) {
      const past =
        element.scrollWidth > element.clientWidth + 1 ||
        box.left < -1 ||
        box.right > window.innerWidth + 1
      if (past) overflowing.push(element.textContent!.trim())
    }
  }
  // The play button's row: the controls beside it (not a row of their own, as the buy
  // feature and the special shots are on a phone) stay on its line.
  const play = body.querySelector('button[class*="action"]')!
  const row = play.parentElement!
  const line = play.getBoundingClientRect()
  const offLine = [...row.children]
    .filter((control) => control.getBoundingClientRect().width < row.clientWidth * 0.9)
    .filter((control) => {
      const box = control.getBoundingClientRect()
      const middle = box.top + box.height / 2
      return middle < line.top || middle > line.bottom
    })
    .map((control) => control.textContent!.trim())
  return { small, overflowing, offLine }
}

test.describe('the demo on a phone', () => {
  // A slot of ways (Turbo, Auto, ways, bet), a fishing game (its special shots), the coin pusher
  // and the dice game (on /vn only).
  const demos = [
    ...['th', 'vn', 'in', 'jp'].flatMap((prefix) =>
      [40005, 701, 445].map((gameId) => ({ prefix, gameId })),
    ),
    { prefix: 'vn', gameId: 104 },
    // The longest names of the special shots: Portuguese, Vietnamese and Hindi.
    { prefix: 'pt', gameId: 40007 },
    { prefix: 'vn', gameId: 40007 },
    { prefix: 'in', gameId: 40003 },
    // The longest shot costs: English's '30× bet', Hong Kong's '30倍押注'.
    { prefix: 'en', gameId: 701 },
    { prefix: 'hk', gameId: 701 },
  ]
  // Each demo is opened once, at the narrower width, then measured at each in turn (laid out again,
  // as a phone turned sideways does): half the loads of a test per width.
  for (const { prefix, gameId } of demos)
    test(`/${prefix}’s demo of ${gameId} at ${phoneWidths.join(' and ')} px: no text under 12 px, no control past its box or the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: phoneWidths[0], height: 800 })
      const frame = await openDemo(page, `/${prefix}/play/${gameId}`)
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 })
        // Two frames: the page and the demo inside it have laid out at this width.
        await frame
          .locator('body')
          .evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          )
        const found = await frame.locator('body').evaluate(measureDemo)
        expect(found.small, `${width} px`).toEqual([])
        expect(found.overflowing, `${width} px`).toEqual([])
        expect(found.offLine, `${width} px`).toEqual([])
      }
    })
})

test.describe('the demo’s frame on a phone', () => {
  test('runs edge to edge with the footer right under it: no strip of page between them; on a desktop, the page’s gap', async ({
    page,
  }) => {
    const gap = async () => {
      await page.goto('/vn/play/182')
      const frame = (await page.locator('main iframe').boundingBox())!
      const footer = (await page.locator('footer.site-footer').boundingBox())!
      return footer.y - (frame.y + frame.height)
    }
    await page.setViewportSize({ width: 412, height: 900 })
    expect(Math.abs(await gap())).toBeLessThan(1)
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await gap()).toBeGreaterThan(24)
  })
})

test.describe('the demo’s title on a phone', () => {
  for (const width of phoneWidths)
    for (const [prefix, gameId] of [
      ['vn', 182],
      ['vn', 426],
      ['pt', 468],
      ['pt', 182],
      ['th', 60007],
      ['in', 60007],
    ] as const)
      test(`/${prefix}’s demo of ${gameId} at ${width} px shows the game’s whole name, the Free demo mark beside or under it`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`/${prefix}/play/${gameId}`)
        const title = page.getByRole('heading', { level: 1 })
        const whole = await title.evaluate((heading) => {
          // The box of the words themselves, against the heading's: none is cut off.
          const range = document.createRange()
          range.selectNodeContents(heading)
          const words = range.getBoundingClientRect()
          const box = heading.getBoundingClientRect()
          return {
            clipped:
              heading.scrollHeight > heading.clientHeight + 1 || words.bottom > box.bottom + 1,
            ellipsis:
              getComputedStyle(heading).textOverflow === 'ellipsis' ||
              getComputedStyle(heading).webkitLineClamp !== 'none',
            lines: Math.round(box.height / parseFloat(getComputedStyle(heading).lineHeight)),
          }
        })
        expect(whole.clipped).toBe(false)
        expect(whole.ellipsis).toBe(false)
        // Beside the way back with the room of a few words, not squeezed to a word a line.
        expect(whole.lines).toBeLessThanOrEqual(2)
        const mark = (await page.locator('main p').first().boundingBox())!
        const heading = (await title.boundingBox())!
        expect(mark.x + mark.width).toBeLessThanOrEqual(width)
        const beside = mark.x >= heading.x + heading.width - 1
        const under = mark.y >= heading.y + heading.height - 1
        expect(beside || under).toBe(true)
      })
})

/**
 * Each grid the selector finds, as its lines: how many cards each holds, and whether a card
 * alone on its line sits in one column of several (a card spanning the line is not alone).
 */
const linesOf = (page: Page, grids: string) =>
  page.locator(grids).evaluateAll((lists) =>
    lists.map((list) => {
      const width = list.getBoundingClientRect().width
      const lines = new Map<number, DOMRect[]>()
      for (const card of list.querySelectorAll(':scope > li')) {
        const box = card.getBoundingClientRect()
        const top = Math.round(box.top)
        lines.set(top, [...(lines.get(top) ?? []), box])
      }
      return [...lines.values()].map((boxes) => ({
        cards: boxes.length,
        alone: boxes.length === 1 && boxes[0].width < width * 0.6,
      }))
    }),
  )

test.describe('a row of games', () => {
  for (const width of [360, 412, 700, 1100, 1440])
    test(`leaves no card alone on a line at ${width} px: the featured games, the home page’s rows, a game’s related games; a row of five is one line on a desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en/game')
      const [featured] = await linesOf(page, 'section[aria-labelledby="featured-heading"] ul')
      expect(featured.reduce((sum, line) => sum + line.cards, 0)).toBe(5)
      // From 1001 px a row of five is one line: in four columns its wide first card made the
      // line twice as tall, the cards beside it half empty, and the second line ended half way.
      if (width > 1000) expect(featured).toEqual([{ cards: 5, alone: false }])
      const grids = [featured]
      await page.goto('/en')
      grids.push(...(await linesOf(page, 'main ul:has(> li > .game-card)')))
      await page.goto('/en/detail/24')
      grids.push(...(await linesOf(page, 'main ul:has(> li > .game-card)')))
      expect(grids.length).toBeGreaterThan(2)
      for (const lines of grids) expect(lines.filter((line) => line.alone)).toEqual([])
    })
})

test.describe('the studio’s figures on a phone', () => {
  for (const prefix of ['en', 'jp'])
    test(`stand on one line in each row on /${prefix}, however long their labels`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 900 })
      await page.goto(`/${prefix}`)
      const figures = await page
        .locator('.claims .claim dd')
        .evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().top))
      expect(figures).toHaveLength(4)
      // Two to a row on a phone: each row's two figures at the same height.
      expect(Math.abs(figures[0] - figures[1])).toBeLessThan(2)
      expect(Math.abs(figures[2] - figures[3])).toBeLessThan(2)
    })
})

test.describe('a game page’s actions', () => {
  test('on a phone, no link down to the overview that starts right under them; beside the cover, one', async ({
    page,
  }) => {
    const toIntro = page.locator('.detail__actions a[href="#intro"]')
    await page.setViewportSize({ width: 412, height: 900 })
    await page.goto('/en/detail/182')
    await expect(toIntro).toBeHidden()
    await expect(page.locator('.detail__actions a[href="/en/play/182"]')).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(toIntro).toBeVisible()
  })
})

test.describe('a Chinese tagline on a phone', () => {
  for (const prefix of ['cn', 'hk']) {
    test(`/${prefix}’s card taglines break between phrases, not inside a word`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      const cutsOf = () =>
        page.locator('.game-card__subtitle').evaluateAll((taglines) =>
          taglines.flatMap((tagline) => {
            // Every character with the top of its line, through the spans of kept words.
            const walker = document.createTreeWalker(tagline, NodeFilter.SHOW_TEXT)
            const range = document.createRange()
            const chars: { char: string; top: number }[] = []
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (let index = 0; index < (node.textContent ?? '').length; index++) {
                range.setStart(node, index)
                range.setEnd(node, index + 1)
                chars.push({
                  char: node.textContent![index],
                  top: Math.round(range.getBoundingClientRect().top),
                })
              }
            const value = chars.map(({ char }) => char).join('')
            return chars.flatMap(({ top }, index) => {
              if (index === 0 || top === chars[index - 1].top) return []
              const before = value.slice(0, index)
              const after = value.slice(index)
              const phrase =
                (before.match(/[^，。、！？：；]*$/)?.[0] ?? '') +
                (after.match(/^[^，。、！？：；]*/)?.[0] ?? '')
              return [{ tagline: value, afterMark: /[，。、！？：；]$/.test(before), phrase }]
            })
          }),
        )
      // The list's first two pages: every card laid out, not only those near the screen.
      const cuts: Awaited<ReturnType<typeof cutsOf>> = []
      for (const path of [`/${prefix}/game`, `/${prefix}/game?page=2`]) {
        await page.goto(path)
        await expect(page.locator('.game-card__subtitle').first()).toBeVisible()
        await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
        cuts.push(...(await cutsOf()))
      }
      expect(cuts.length).toBeGreaterThan(0)
      for (const cut of cuts)
        if (cut.phrase.length <= 10) expect(cut.afterMark, cut.tagline).toBe(true)
    })
  }
})

/**
 * Chinese and Japanese headings and taglines at phone width, measured: each place a line wraps
 * (from the characters' line boxes) falls between two words, never inside one (海底|寻宝, 珊瑚|炮台),
 * and no heading runs past its box or the screen. Chinese words are those the page breaks
 * between (`chinesePhrases`, with the words `wholeWords` keeps); Japanese ones are ICU's words of
 * two or more letters, which the browser's phrases (`auto-phrase`) keep whole.
 */
const cjkLetter = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]/u
const japaneseWords = new Intl.Segmenter('ja', { granularity: 'word' })

/** The offsets of a text at which a line may not begin: inside a word. */
function insideWords(text: string, japanese: boolean): Set<number> {
  const inside = new Set<number>()
  let at = 0
  wholeWordPieces(text).forEach((piece, i) => {
    const words =
      i % 2
        ? [piece]
        : japanese
          ? [...japaneseWords.segment(piece)].map(({ segment }) => segment)
          : chinesePhrases(piece)
    for (const word of words) {
      for (let k = at + 1; k < at + word.length; k++)
        if (cjkLetter.test(text[k - 1]) && cjkLetter.test(text[k])) inside.add(k)
      at += word.length
    }
  })
  return inside
}

/**
 * Running text in Chinese and Japanese (a paragraph, the blurb under a heading) fills its lines as
 * print does, breaking between any two characters the kinsoku rules allow: readers saw a phrase
 * moved whole leave short, ragged lines ("研发经验，" alone on a line).
 */
test.describe('a Chinese or Japanese paragraph on a phone', () => {
  for (const [path, selector] of [
    ['/cn', '.home-section--fishingGames .section-heading p'],
    ['/jp', '.about__text'],
  ] as const)
    test(`${path}: ${selector} fills each line but its last`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 900 })
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const lines = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          const box = element.getBoundingClientRect()
          // Each line's right edge, from the text's line boxes.
          const rights = new Map<number, number>()
          for (const rect of range.getClientRects()) {
            const line = Math.round(rect.top)
            rights.set(line, Math.max(rights.get(line) ?? 0, rect.right))
          }
          return { width: box.width, right: box.right, rights: [...rights.values()] }
        })
      expect(lines.rights.length).toBeGreaterThan(1)
      // Every line but the last ends within two characters (about 32 px) of the box's right edge.
      for (const right of lines.rights.slice(0, -1)) expect(lines.right - right).toBeLessThan(32)
    })
})

test.describe('a Chinese or Japanese heading on a phone', () => {
  const pages = {
    cn: ['/cn', '/cn/game', '/cn/detail/701', '/cn/detail/182', '/cn/play/701'],
    hk: ['/hk', '/hk/game', '/hk/detail/40002', '/hk/detail/182'],
    jp: ['/jp', '/jp/game', '/jp/detail/405', '/jp/detail/701', '/jp/nope'],
  }
  // Japanese short lines that stand alone break between phrases too (いた|だけます, 落|とす).
  const standAlone = {
    cn: '',
    hk: '',
    jp: ', .hero__text, .vision__text, .feature-list li, .not-found__help',
  }
  for (const width of phoneWidths)
    for (const [prefix, paths] of Object.entries(pages))
      test(`/${prefix}’s headings and taglines break only between words at ${width} px, within their boxes`, async ({
        page,
      }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: 800 })
        const wrong: string[] = []
        let wraps = 0
        for (const path of paths) {
          await page.goto(path)
          await page.evaluate(() => document.fonts.ready)
          // Every card laid out and complete, not only those near the screen.
          await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
          await expect
            .poll(
              async () => {
                await page.evaluate(() =>
                  document.querySelector('li[data-light]')?.scrollIntoView(),
                )
                return page.locator('li[data-light]').count()
              },
              { intervals: [100], timeout: 30_000 },
            )
            .toBe(0)
          const blocks = await page
            .locator(
              `main :is(h1, h2, h3, .game-card__subtitle, .detail__subtitle${standAlone[prefix as keyof typeof standAlone]})`,
            )
            .evaluateAll((elements) =>
              elements.map((element) => {
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
                const range = document.createRange()
                let text = ''
                const tops: (number | null)[] = []
                for (let node = walker.nextNode(); node; node = walker.nextNode())
                  for (let index = 0; index < (node.textContent ?? '').length; index++) {
                    range.setStart(node, index)
                    range.setEnd(node, index + 1)
                    const rect = range.getClientRects()[0]
                    text += node.textContent![index]
                    tops.push(rect && rect.width > 0 ? rect.top + rect.height / 2 : null)
                  }
                const breaks: number[] = []
                let middle: number | null = null
                tops.forEach((here, i) => {
                  if (here === null) return
                  if (middle !== null && here > middle + 4) breaks.push(i)
                  middle = here
                })
                const box = element.getBoundingClientRect()
                return {
                  text,
                  breaks,
                  past:
                    element.scrollWidth > element.clientWidth + 1 ||
                    box.right > window.innerWidth + 1,
                }
              }),
            )
          for (const { text, breaks, past } of blocks) {
            if (!cjkLetter.test(text)) continue
            if (past) wrong.push(`${path}: ${text} runs past its box`)
            const inside = insideWords(text, prefix === 'jp')
            wraps += breaks.length
            for (const i of breaks)
              if (inside.has(i)) wrong.push(`${path}: ${text.slice(0, i)}|${text.slice(i)}`)
          }
        }
        // The measure finds the lines: taglines and titles wrap at phone width.
        expect(wraps).toBeGreaterThan(10)
        expect(wrong).toEqual([])
      })
})
