import { expect, type Frame, test } from '@playwright/test'

import { wholeWordPieces } from '../../src/i18n/wholeWords'

/**
 * Thai line breaking on the rendered pages, measured: every place a line of Thai text wraps is
 * found from the line boxes (the rectangles of each letter cluster), and none may fall inside a
 * word of the list, before ๆ, or between a number and its unit.
 */

const pages = [
  '/th',
  '/th/game',
  '/th/detail/182',
  '/th/detail/405',
  '/th/detail/701',
  '/th/tc',
  '/th/play/182',
]
const widths = [360, 375, 390, 412]

type Block = { text: string; breaks: number[] }

/** Each block of text with Thai in it, and the offsets in its text where a new line begins. */
function lineBreaks(frame: Frame): Promise<Block[]> {
  return frame.evaluate(() => {
    const blockOf = (node: Node) => {
      let element = node.parentElement
      // Inline boxes flow in their parent's lines; an inline-block or inline-flex has lines of its own.
      while (element && ['inline', 'contents'].includes(getComputedStyle(element).display))
        element = element.parentElement
      return element
    }
    const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' })
    const blocks = new Map<Element | null, { text: string; rects: (DOMRect | null)[] }>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      const block = blockOf(text)
      const entry = blocks.get(block) ?? { text: '', rects: [] }
      blocks.set(block, entry)
      const range = document.createRange()
      for (const { segment, index } of graphemes.segment(text.data)) {
        range.setStart(text, index)
        range.setEnd(text, index + segment.length)
        const rect = range.getClientRects()[0]
        entry.text += segment
        // Spaces where a line wraps have no width; they belong to neither line.
        entry.rects.push(rect && rect.width > 0 && segment.trim() ? rect : null)
        for (let i = 1; i < segment.length; i++) entry.rects.push(null)
      }
    }
    return [...blocks.values()]
      .filter(({ text }) => /[\u0E01-\u0E4F]/u.test(text))
      .map(({ text, rects }) => {
        // A cluster lower by more than 40% of its height than the one before starts a line
        // (fonts of one line differ in height by far less; lines are a line-height apart).
        const breaks: number[] = []
        let middle: number | null = null
        rects.forEach((rect, i) => {
          if (!rect) return
          const here = rect.top + rect.height / 2
          if (middle !== null && here > middle + rect.height * 0.4) breaks.push(i)
          middle = here
        })
        return { text, breaks }
      })
  })
}

/** Where the text may not wrap: inside a listed word, before ๆ, between a number and its unit. */
function wrongBreaks({ text, breaks }: Block): string[] {
  const inWords = new Set<number>()
  let at = 0
  wholeWordPieces(text).forEach((piece, i) => {
    if (i % 2) for (let k = at + 1; k < at + piece.length; k++) inWords.add(k)
    at += piece.length
  })
  return breaks
    .filter((i) => {
      const before = text.slice(0, i).trimEnd()
      const after = text.slice(i).trimStart()
      return (
        inWords.has(i) ||
        after.startsWith('ๆ') ||
        (/\d%?$/u.test(before) && /^[\u0E01-\u0E4F]/u.test(after))
      )
    })
    .map((i) => `${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)}`)
}

test.describe('Thai line breaking', () => {
  for (const width of widths) {
    test(`no line of the Thai pages breaks a word at ${width} px`, async ({ page }) => {
      // Seven pages, each measured letter by letter.
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 800 })
      const wrong: string[] = []
      let wraps = 0
      for (const path of pages) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready)
        // The game list completes its light cards as they come near the screen: a visitor reads
        // only complete ones.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => document.querySelector('li[data-light]')?.scrollIntoView())
              return page.locator('li[data-light]').count()
            },
            { intervals: [100], timeout: 60_000 },
          )
          .toBe(0)
        for (const frame of page.frames()) {
          for (const block of await lineBreaks(frame)) {
            wraps += block.breaks.length
            wrong.push(...wrongBreaks(block).map((at) => `${path}: ${at}`))
          }
        }
      }
      // The measure finds the lines: at phone widths Thai paragraphs wrap many times.
      expect(wraps).toBeGreaterThan(100)
      expect(wrong).toEqual([])
    })
  }
})

test('the words and spaces kept together copy and search as plain text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/th/detail/405')
  const description = page.locator('.detail__description')
  await expect(description.locator('.whole-word').first()).toBeVisible()
  const text = await description.evaluate((element) => element.textContent ?? '')
  // A number and its unit, as a reader types them into the search box: with a plain space.
  const numberAndUnit = /\d\u00A0[\u0E01-\u0E4F]+/u.exec(text)?.[0]
  expect(numberAndUnit).toBeTruthy()
  const word = await description.locator('.whole-word').first().textContent()
  for (const query of [numberAndUnit!.replace('\u00A0', ' '), word!]) {
    await page.evaluate(() => getSelection()?.removeAllRanges())
    expect(
      await page.evaluate(
        (query) => (window as unknown as { find(query: string): boolean }).find(query),
        query,
      ),
      query,
    ).toBe(true)
  }

  await description.selectText()
  await page.keyboard.press('Control+C')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(word)
  expect(copied).toContain(numberAndUnit!.replace('\u00A0', ' '))
  expect(copied).not.toContain('\u00A0')
})
