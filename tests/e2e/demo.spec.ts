import { readFileSync } from 'node:fs'

import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { labelDefaults } from '../../src/globals/LabelSets/defaults'

type Labels = { buttons: Record<string, string>; demo: Record<string, string> }
type DemoLabels = Labels['demo']

/** The texts the seed gives the CMS, which the pages show (English: the label sets' defaults). */
const labelsOf = (locale: string): Labels =>
  locale === 'en-US'
    ? labelDefaults
    : JSON.parse(readFileSync(`src/seed/content/labels/${locale}.json`, 'utf8'))
const [english, japanese, vietnamese] = ['en-US', 'ja-JP', 'vi-VN'].map(labelsOf)

/** The demo inside the play page's frame. */
const demoFrame = (page: Page) => page.frameLocator('iframe')

/** The Balance meter of a demo, as the player reads it. */
const balanceOf = (frame: FrameLocator, labels: DemoLabels) =>
  frame.locator('dt', { hasText: labels.balance }).locator('xpath=following-sibling::dd')

async function loadedBalance(frame: FrameLocator, labels: DemoLabels) {
  const balance = balanceOf(frame, labels)
  await expect(balance).toHaveText(/\d/, { timeout: 30_000 })
  return balance.innerText()
}

test.describe('free demos', () => {
  test('a slot opens from its English game page, spins for play money, and leads back', async ({
    page,
  }) => {
    await page.goto('/en/detail/24')
    await page.getByRole('link', { name: english.buttons.play, exact: true }).click()
    await expect(page).toHaveURL(/\/en\/play\/24$/, { timeout: 15_000 })

    const iframe = page.locator('iframe')
    await expect(iframe).toHaveAttribute(
      'src',
      /^\/demo\/24\?lang=en-US&account=[A-Za-z0-9]{32}&currency=USD&lobby=%2Fen%2Fdetail%2F24$/,
    )
    await expect(iframe).toHaveAttribute('allow', /autoplay/)
    await expect(iframe).toHaveAttribute('title', /.+/)

    const frame = demoFrame(page)
    const before = await loadedBalance(frame, english.demo)
    await frame.getByRole('button', { name: english.demo.spin }).click()
    await expect(balanceOf(frame, english.demo)).not.toHaveText(before)

    // One way back: the page's bar has it, so the framed demo does not show its own.
    await expect(frame.getByRole('link', { name: english.demo.backToGame })).toHaveCount(0)
    await page.getByRole('link', { name: english.demo.backToGame }).click()
    await expect(page).toHaveURL(/\/en\/detail\/24$/)
  })

  test('on a phone, the free-demo bar gives the game’s title the room', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/in/play/410')
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toBeVisible()
    expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true)
    const back = (await page.locator('main a').first().boundingBox())!
    const titleBox = (await title.boundingBox())!
    expect(back.x + back.width).toBeLessThanOrEqual(titleBox.x)
  })

  for (const [prefix, locale] of [
    ['en', 'en-US'],
    ['pt', 'pt-BR'],
    ['kr', 'ko-KR'],
    ['th', 'th-TH'],
    ['in', 'hi-IN'],
  ]) {
    test(`on a phone, /${prefix}’s demo says plainly that it plays with play money`, async ({
      page,
    }) => {
      const { demo } = labelsOf(locale)
      await page.setViewportSize({ width: 412, height: 823 })
      // A game of ways: its meter reads “FORMAS DE GANHAR” on /pt.
      await page.goto(`/${prefix}/play/40005`)
      // "Free demo" beside the game's name in the bar.
      const mark = page.locator('main p', { hasText: demo.freeDemo })
      await expect(mark).toBeVisible()
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const markBox = (await mark.boundingBox())!
      expect(Math.abs(markBox.y + markBox.height / 2 - (title.y + title.height / 2))).toBeLessThan(
        12,
      )

      const frame = demoFrame(page)
      await loadedBalance(frame, demo)
      // The notice: body-size text, with AA contrast on the panel, right under the meters.
      const note = frame.getByText(demo.playMoney, { exact: true })
      const style = await note.evaluate((element) => {
        const rgba = (css: string) => {
          const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number)
          return [r, g, b, a]
        }
        // The colours behind the text, from the page down to the element, laid over each other.
        const layers: number[][] = []
        for (let node: Element | null = element; node; node = node.parentElement)
          layers.unshift(rgba(getComputedStyle(node).backgroundColor))
        const behind = layers.reduce(
          (under, [r, g, b, a]) => [
            r * a + under[0] * (1 - a),
            g * a + under[1] * (1 - a),
            b * a + under[2] * (1 - a),
          ],
          [255, 255, 255],
        )
        const [r, g, b, a] = rgba(getComputedStyle(element).color)
        const text = [
          r * a + behind[0] * (1 - a),
          g * a + behind[1] * (1 - a),
          b * a + behind[2] * (1 - a),
        ]
        const luminance = (rgb: number[]) => {
          const [R, G, B] = rgb.map((c) => {
            const v = c / 255
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
          })
          return 0.2126 * R + 0.7152 * G + 0.0722 * B
        }
        const [light, dark] = [luminance(text), luminance(behind)].sort((x, y) => y - x)
        return {
          fontSize: parseFloat(getComputedStyle(element).fontSize),
          opacity: Number(getComputedStyle(element).opacity),
          contrast: (light + 0.05) / (dark + 0.05),
        }
      })
      expect(style.fontSize).toBeGreaterThanOrEqual(14)
      expect(style.opacity).toBe(1)
      expect(style.contrast).toBeGreaterThanOrEqual(4.5)
      const meters = (await frame.locator('footer dl').boundingBox())!
      const noteBox = (await note.boundingBox())!
      expect(noteBox.y - (meters.y + meters.height)).toBeLessThan(24)

      // Every meter's label on one line ("FORMAS DE GANHAR" on /pt), none cut short.
      for (const label of await frame.locator('footer dl dt').all()) {
        const fits = await label.evaluate((dt) => {
          const lineHeight = parseFloat(getComputedStyle(dt).lineHeight)
          return (
            dt.getBoundingClientRect().height < lineHeight * 1.5 && dt.scrollWidth <= dt.clientWidth
          )
        })
        expect(fits, await label.innerText()).toBe(true)
      }
    })
  }

  test('a slot plays in Japanese and in yen from the Japanese site, and keeps its balance over a reload', async ({
    page,
  }) => {
    await page.goto('/jp/detail/63')
    await page.getByRole('link', { name: japanese.buttons.play, exact: true }).click()
    await expect(page).toHaveURL(/\/jp\/play\/63$/, { timeout: 15_000 })
    const frame = demoFrame(page)
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ja-JP')

    // Yen, in whole yen, as the member's balance reads from the server.
    expect(await loadedBalance(frame, japanese.demo)).toMatch(/^¥[\d,]+$/)
    await frame.getByRole('button', { name: japanese.demo.spin }).click()
    // The round is kept as soon as it is played; wait for the reels to come to rest.
    await expect(frame.getByRole('button', { name: japanese.demo.spin })).toBeVisible({
      timeout: 20_000,
    })
    await page.waitForTimeout(1500)
    const after = await balanceOf(frame, japanese.demo).innerText()

    await page.reload()
    await expect(balanceOf(demoFrame(page), japanese.demo)).toHaveText(after, { timeout: 20_000 })
  })

  // A Korean reader saw two buttons called 정지 (Stop) while autoplay ran.
  test('autoplay keeps its name while it runs, pressed, so that only the spin button reads Stop', async ({
    page,
  }) => {
    const korean = labelsOf('ko-KR').demo
    await page.goto('/kr/play/24')
    const frame = demoFrame(page)
    await loadedBalance(frame, korean)
    const auto = frame.getByRole('button', { name: korean.autoplay, exact: true })
    await auto.click()
    await expect(auto).toHaveAttribute('aria-pressed', 'true')
    await expect(frame.getByRole('button', { name: korean.stop, exact: true })).toHaveCount(1)
    await auto.click()
    await expect(auto).toHaveAttribute('aria-pressed', 'false')
  })

  test('a bought feature’s price is written as the meters beside it are, with cents', async ({
    page,
  }) => {
    await page.goto('/hk/play/182')
    const frame = demoFrame(page)
    await loadedBalance(frame, labelsOf('zh-TW').demo)
    const price = frame.getByRole('button', { name: labelsOf('zh-TW').demo.buyFreeSpins })
    // HK$1,000.00 beside the balance's HK$20,000.00, not HK$1,000.
    await expect(price).toContainText(/HK\$[\d,]+\.\d{2}/)
  })

  test('a fishing game fires at the fish where the player taps', async ({ page }) => {
    await page.goto('/en/play/701')
    const frame = demoFrame(page)
    const before = await loadedBalance(frame, english.demo)
    // What the catches have won is money, as the balance beside it and the slots' win are.
    const won = frame
      .locator('dt', { hasText: english.demo.totalWin })
      .locator('xpath=following-sibling::dd')
    await expect(won).toHaveText('$0.00')
    const sea = frame.locator('canvas')
    const box = (await sea.boundingBox())!
    await sea.click({ position: { x: box.width / 2, y: box.height * 0.3 } })
    await expect(balanceOf(frame, english.demo)).not.toHaveText(before)
    await expect(frame.getByRole('button', { name: english.demo.fire })).toBeVisible()

    await page.getByRole('link', { name: english.demo.backToGame }).click()
    await expect(page).toHaveURL(/\/en\/detail\/701$/)

    // Opened in a tab of its own, the demo has its own way back.
    await page.goto('/demo/701?lang=en-US&lobby=%2Fen%2Fdetail%2F701')
    await page.getByRole('link', { name: english.demo.backToGame }).click()
    await expect(page).toHaveURL(/\/en\/detail\/701$/)
  })

  /**
   * Each special shot's button says the shot's name as the game's page writes it in the
   * language of the site (shown under its icon, and read aloud with its cost and price).
   */
  test('a fishing game’s special shots carry the names its page gives them, in English and Thai', async ({
    page,
  }) => {
    const thai = labelsOf('th-TH')
    for (const { prefix, labels, names } of [
      { prefix: 'en', labels: english, names: ['Angler Laser', 'Storm Jelly', 'Depth Torpedo'] },
      {
        prefix: 'th',
        labels: thai,
        names: ['เลเซอร์ปลาตกเบ็ด', 'แมงกะพรุนพายุ', 'ตอร์ปิโดใต้สมุทร'],
      },
    ]) {
      await page.goto(`/${prefix}/detail/702`)
      const description = (await page.locator('main').innerText()).replace(/[\u200b\u2060]/g, '')
      for (const name of names) expect(description, `/${prefix}/detail/702`).toContain(name)

      await page.goto(`/${prefix}/play/702`)
      const frame = demoFrame(page)
      await loadedBalance(frame, labels.demo)
      const shots = frame.getByRole('group', { name: labels.demo.specialShot }).getByRole('button')
      await expect(shots).toHaveCount(3)
      for (const [i, name] of names.entries()) {
        // "Angler Laser, 6×: $0.60": its name, its cost in bets, and its price at this stake.
        const cost = [6, 10, 30][i]
        await expect(shots.nth(i)).toHaveAccessibleName(
          new RegExp(`^${name}, [^:]*\\b${cost}\\b[^:]*: .*\\d`),
        )
        await expect(shots.nth(i)).toContainText(name)
      }
    }
  })

  test('each fishing game swims in the sea its page describes: a sunlit reef, the dark midnight zone, the sandy shallows of a cove, a polar sea lit by ice', async ({
    page,
  }) => {
    /** How bright the sea looks to the player: the mean luminance of the canvas, 0 to 255. */
    const brightnessOf = async (id: number) => {
      await page.goto(`/en/play/${id}`)
      const frame = demoFrame(page)
      await loadedBalance(frame, english.demo)
      await page.waitForTimeout(500)
      const { channels } = await sharp(await frame.locator('canvas').screenshot()).stats()
      const [r, g, b] = channels.map((channel) => channel.mean)
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const reef = await brightnessOf(701)
    const abyss = await brightnessOf(702)
    expect(reef).toBeGreaterThan(50)
    expect(abyss).toBeLessThan(40)
    expect(abyss).toBeLessThan(reef / 2)
    // Plunder Bay's cove is shallow water over white sand; Frostfin's polar sea is lit by its ice.
    const cove = await brightnessOf(40007)
    const polar = await brightnessOf(40003)
    expect(cove).toBeGreaterThan(reef)
    expect(polar).toBeGreaterThan(abyss * 1.5)
  })

  test('the dice game plays on the Vietnamese site only', async ({ page }) => {
    const elsewhere = await page.goto('/en/play/104')
    expect(elsewhere?.status()).toBe(404)

    await page.goto('/demo/104?lang=en-US')
    await expect(page.locator('p', { hasText: english.demo.notAvailable })).toBeVisible()

    await page.goto('/vn/play/104')
    const frame = demoFrame(page)
    const before = await loadedBalance(frame, vietnamese.demo)
    await frame.getByRole('radio', { name: new RegExp(vietnamese.demo.small) }).click()
    await frame.getByRole('button', { name: vietnamese.demo.roll }).click()
    await expect(frame.getByText(new RegExp(`${vietnamese.demo.result}:`))).toBeVisible({
      timeout: 10_000,
    })
    await expect(balanceOf(frame, vietnamese.demo)).not.toHaveText(before)
  })

  test('an unknown game shows the friendly not-available screen with the way back', async ({
    page,
  }) => {
    await page.goto('/demo/999999?lang=jp&lobby=/jp/game')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    await expect(page.locator('p', { hasText: japanese.demo.notAvailable })).toBeVisible()
    await expect(page.getByRole('link', { name: japanese.demo.backToGame })).toHaveAttribute(
      'href',
      '/jp/game',
    )
  })
})

test.describe('the play-money wallet', () => {
  const account = 'E2eWallet' + 'x'.repeat(19) + 'A1b2'

  test('keeps a member’s balance, resets it, and refuses bad input', async ({ request }) => {
    expect((await request.get('/api/demoWallet?account=short')).status()).toBe(400)
    expect((await request.get(`/api/demoWallet?account=${'Z'.repeat(32)}`)).status()).toBe(404)

    await request.post('/api/createMember', { data: { account, currency: 'CNY' } })
    const stored = await request.post('/api/demoWallet', { data: { account, balance: 1234.5 } })
    expect(await stored.json()).toEqual({ data: { balance: 1234.5 } })
    expect(await (await request.get(`/api/demoWallet?account=${account}`)).json()).toEqual({
      data: { balance: 1234.5 },
    })

    for (const balance of [-1, 10_000_001, 1.234, 'much']) {
      expect((await request.post('/api/demoWallet', { data: { account, balance } })).status()).toBe(
        400,
      )
    }
    const reset = await request.post('/api/demoWallet', { data: { account, reset: true } })
    expect(await reset.json()).toEqual({ data: { balance: 2000 } })
  })
})
