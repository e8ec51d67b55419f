import { expect, test } from '@playwright/test'

test.describe('a first visit', () => {
  test('/ opens the English site for a browser without a preference', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /games/i }).first()).toBeVisible()
  })

  test('/jp shows the Japanese site in Japanese', async ({ page }) => {
    await page.goto('/jp')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    const heading = await page.getByRole('heading', { level: 1 }).innerText()
    expect(heading).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u)
  })

  test('/admin shows Payload’s admin, asking for the first account or a login', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
    await expect(page.locator('input[name="email"]')).toBeVisible()
    await expect(page.locator('input[name="password"]')).toBeVisible()
  })
})
