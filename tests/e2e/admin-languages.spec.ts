import { expect, test, type Browser, type Page } from '@playwright/test'
import { format } from 'date-fns'
import type { Locale } from 'date-fns'
import { id, ja, ko, pt, th, vi, zhCN, zhTW } from 'date-fns/locale'

import { adminMessages } from '@/labels'
import { is as englishWithoutOrdinals, ta as hindiWithLatinDigits } from '@/labels/adminDates'
import { languageLabelInAdmin } from '@/i18n/languageNames'
import { payloadWording } from '@/labels/payloadWording'
import {
  contentLocales,
  adminLanguageOf,
  type AdminLanguage,
  type ContentLocale,
} from '@/i18n/locales'
import { en as payloadEn } from '@payloadcms/translations/languages/en'
import { id as payloadId } from '@payloadcms/translations/languages/id'
import { pt as payloadPt } from '@payloadcms/translations/languages/pt'
import { vi as payloadVi } from '@payloadcms/translations/languages/vi'

import { englishWordsIn, rawKeysIn, vocabularyOf } from '../shared/adminWords'
import { newAdminHeaders, staffContext } from '../support/adminSession'

/**
 * The screens an editor and a translator use, in each admin language: no translation key left
 * raw, no English word outside the brand, codes and language names, and dates written as the
 * language writes them. One sign-in per role; the language is switched by Payload's language
 * cookie, as the account page's switch sets it.
 */
const gameId = 701
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `languages-admin-${stamp}@test.example.com`,
  editor: `languages-editor-${stamp}@test.example.com`,
  translator: `languages-translator-${stamp}@test.example.com`,
}
let gameDocId: number

/** Each admin language's content language (the one it edits) and its date-fns locale. */
const languages = contentLocales.map((locale) => ({ locale, language: adminLanguageOf[locale] }))
const dateLocales: Record<AdminLanguage, Locale> = {
  en: englishWithoutOrdinals,
  id,
  hi: hindiWithLatinDigits,
  ja,
  ko,
  pt,
  th,
  'zh-TW': zhTW,
  vi,
  zh: zhCN,
}

/** The English admin's words, and each Latin-script language's own (Payload's and ours). */
const english = vocabularyOf(payloadEn.translations, adminMessages.en)
const ownWords: Partial<Record<AdminLanguage, Set<string>>> = {
  id: vocabularyOf(payloadId.translations, adminMessages.id, payloadWording.id),
  pt: vocabularyOf(payloadPt.translations, adminMessages.pt, payloadWording.pt),
  vi: vocabularyOf(payloadVi.translations, adminMessages.vi, payloadWording.vi),
}

test.beforeAll(async ({ request }) => {
  const headers = await newAdminHeaders(request, people.admin, password)
  const translated = contentLocales.filter((locale) => locale !== 'en-US')
  for (const [role, email, assigned] of [
    ['editor', people.editor, []],
    ['translator', people.translator, translated],
  ] as const) {
    // A name without words, so that the only words on the screens are the admin's.
    const created = await request.post('/api/users', {
      headers,
      data: { email, password, name: `${stamp}`, role, languages: assigned },
    })
    expect(created.status()).toBe(201)
  }
  const games = await request.get(`/api/games?where[gameId][equals]=${gameId}&depth=0`, {
    headers,
  })
  gameDocId = (await games.json()).docs[0].id
})

/** What the screen says: its visible texts, and the placeholders, titles and labels of its elements. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The English under each field is there on purpose; the texts of the content are the
    // content's (the live preview's frame is not read at all).
    // Toasts' region is named by their library in English, for screen readers only; an upload's
    // file name and size are the file's; the status matrix names each entry by its title (a
    // game's English one where the language has none yet: content, not the admin's words). A
    // text area's text is what was typed into it (the glossary's naming rules), as an input's is.
    const skip = [
      'textarea',
      '.english-source',
      'tbody .translation-matrix__entry',
      '.rich-text-lexical .editor',
      'section[aria-live]',
      '[class*="file-details"]',
      '[class*="file-meta"]',
      'script',
      'style',
      'noscript',
    ].join(', ')
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || parent.closest(skip)) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      texts.push(text)
    }
    for (const element of document.body.querySelectorAll<HTMLElement>(
      '[placeholder], [title], [aria-label]',
    )) {
      // As screen readers get them: an element hidden by `visibility` is not given to them (the
      // header's spacer copy of the language menu, which Payload names "invisible").
      if (element.closest(skip) || !element.checkVisibility({ visibilityProperty: true })) continue
      for (const name of ['placeholder', 'title', 'aria-label'])
        if (element.getAttribute(name)) texts.push(element.getAttribute(name)!)
    }
    return texts
  })
}

/**
 * What an editor types as it is, shown in examples of the help texts (a motif's keyword, a
 * colour's #rrggbb, the game-list API's calls), and the few words Payload and its rich-text editor
 * write in English without a key in any dictionary (an icon's state, a button's screen-reader
 * name).
 */
const literal = new Set(['rrggbb', 'dragon', 'koi', 'seven', 'hotGames', 'newGames', 'typeGames'])
const untranslatable = new Set(['Insert Paragraph'])

/** A file's size, dimensions and type (57KB — 1200x900 — image/webp). */
const isFileMeta = (text: string) => /^[\d.]+\s?[KMG]?B\b.*\b\w+\/[\w.+-]+$/.test(text)

/** A text that is one identifier (a field path, an id, a file name), not words. */
const isIdentifier = (text: string) =>
  /^[\w.#/-]+$/.test(text) && /[a-z][A-Z]|[\w][.\-_][\w]/.test(text)

/** Records, for the screen now shown, each raw key and English word it shows in `language`. */
async function check(page: Page, language: AdminLanguage, screen: string, found: string[]) {
  const own = ownWords[language]
  for (const text of await screenTexts(page)) {
    for (const key of rawKeysIn(text)) found.push(`${screen}: raw key ${key} in "${text}"`)
    if (untranslatable.has(text) || isIdentifier(text) || isFileMeta(text)) continue
    const words = englishWordsIn(text, language, own ? { english, own } : undefined).filter(
      (word) => !literal.has(word),
    )
    if (words.length) found.push(`${screen}: ${words.join(', ')} in "${text.slice(0, 120)}"`)
  }
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (
    await staffContext(browser, { viewport: { width: 1280, height: 900 } })
  ).newPage()
  await page.goto('/admin/login')
  const response = await page.request.post('/api/users/login', { data: { email, password } })
  expect(response.ok()).toBe(true)
  return page
}

async function useLanguage(page: Page, language: AdminLanguage) {
  await page
    .context()
    .addCookies([{ name: 'payload-lng', value: language, url: new URL(page.url()).origin }])
}

/** Opens a screen and waits for what shows it is ready. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path)
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle').catch(() => {})
}

/**
 * A refused save's message, which Payload shows as a toast: a translator's new feature row (rows
 * are shared by every language; an editor adds them).
 */
async function refusedToast(page: Page, language: AdminLanguage, locale: string, found: string[]) {
  const refused = await page.evaluate(
    async ({ docId, locale }) => {
      const url = `/api/games/${docId}?draft=true&locale=${locale}`
      const game = await (await fetch(`${url}&depth=0`)).json()
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ features: [...game.features, {}] }),
      })
      return { status: response.status, body: await response.json() }
    },
    { docId: gameDocId, locale },
  )
  expect(refused.status).toBe(language === 'en' ? 403 : 400)
  const own = ownWords[language]
  for (const { message } of refused.body.errors as { message: string }[]) {
    const words = englishWordsIn(message, language, own ? { english, own } : undefined)
    if (words.length) found.push(`refused save: ${words.join(', ')} in "${message}"`)
  }
}

/** The screens of a game's form: each of its tabs, then (editors) the schedule drawer. */
async function gameForm(
  page: Page,
  language: AdminLanguage,
  locale: string,
  found: string[],
  schedule: boolean,
) {
  await open(page, `/admin/collections/games/${gameDocId}?locale=${locale}`, '#field-gameId')
  // The header's dates, written as this language writes a date.
  const updated = await page.evaluate(
    async (docId) =>
      (await (await fetch(`/api/games/${docId}?depth=0&draft=true`)).json()).updatedAt as string,
    gameDocId,
  )
  await expect(page.locator('.doc-controls__meta')).toContainText(
    format(new Date(updated), 'PPP', { locale: dateLocales[language] }),
  )
  // Its labels' colons as the language writes them: full-width in Japanese and Chinese.
  const label = page.locator('.doc-controls__meta .doc-controls__label').first()
  if (/^(ja|zh)/.test(language)) await expect(label).toHaveText(/\S：$/)
  else await expect(label).toHaveText(/:\s*$/)
  // A localised field's language tag in the admin's words, not the language's own name.
  await expect(page.locator('label[for="field-title"] .localized')).toHaveText(
    `— ${languageLabelInAdmin(locale as ContentLocale, language)}`,
  )
  const tabs = page.locator('.tabs-field__tab-button')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    await check(page, language, `game form, tab ${index + 1}`, found)
    // A label in the wrong language of another script is no English word: the description's
    // label, which the rich-text editor took from the first language served, is read as such.
    if (index === 0)
      await expect(page.locator('.rich-text-lexical__label-row .field-label').first()).toHaveText(
        // Thai and Devanagari letters are no word characters to \b: the next is no letter or mark.
        new RegExp(`^${adminMessages[language].games.description}(?![\\p{L}\\p{M}])`, 'u'),
      )
  }
  if (!schedule) await refusedToast(page, language, locale, found)
  if (schedule) {
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    await expect(page.locator('.schedule-publish, [class*="schedule"]').first()).toBeVisible()
    await check(page, language, 'schedule drawer', found)
    await page.keyboard.press('Escape')
  }
}

// Every screen in every admin language takes 40 minutes or more here, and still finds English in
// several languages (issue #37's open part): run on purpose, with ADMIN_LANGUAGE_WALK=1.
test.skip(
  !process.env.ADMIN_LANGUAGE_WALK,
  'The walk of every admin language runs only with ADMIN_LANGUAGE_WALK=1.',
)

for (const role of ['editor', 'translator'] as const) {
  test.describe(`the admin of a${role === 'editor' ? 'n' : ''} ${role}`, () => {
    let page: Page

    test.beforeAll(async ({ browser }) => {
      page = await signIn(browser, people[role])
    })
    test.afterAll(async () => {
      await page.context().close()
    })

    for (const { locale, language } of languages) {
      test(`speaks ${language} on every screen, with no raw key`, async () => {
        test.setTimeout(180_000)
        await useLanguage(page, language)
        const found: string[] = []
        const screens: [string, string, string][] = [
          ['dashboard', '/admin', '.dashboard'],
          ['games', `/admin/collections/games?locale=${locale}`, '.collection-list table'],
          ['label sets', `/admin/globals/label-sets?locale=${locale}`, '.field-type'],
          ['home sections', `/admin/globals/home-sections?locale=${locale}`, '.field-type'],
          ['glossary', `/admin/globals/glossary?locale=${locale}`, '.field-type'],
          ['translation status', `/admin/translations?locale=${locale}`, '.translation-matrix'],
          ['account', '/admin/account', '.field-type'],
          // Translators read versions too (walk 31 found its sort buttons' names raw, F4).
          [
            'versions',
            `/admin/collections/games/${gameDocId}/versions?locale=${locale}`,
            '.versions table, .versions',
          ],
          ...(role === 'editor'
            ? ([
                ['site settings', '/admin/globals/site-settings', '.field-type'],
                ['media', '/admin/collections/media', '.collection-list'],
              ] as [string, string, string][])
            : []),
        ]
        for (const [screen, path, ready] of screens) {
          await open(page, path, ready)
          await check(page, language, screen, found)
        }
        // The account page: one language setting (the account's own), and a translator's
        // languages labelled in the admin's language (read from a schema built in another one).
        await open(page, '/admin/account', '.field-type')
        await expect(page.locator('#field-language')).toBeVisible()
        await expect(page.locator('.payload-settings__language')).toBeHidden()
        if (role === 'translator')
          await expect(
            page.locator('#field-languages .field-label, #field-languages label').first(),
          ).toContainText(adminMessages[language].users.languages)
        await gameForm(page, language, locale, found, role === 'editor')
        expect([...new Set(found)]).toEqual([])
      })
    }
  })
}
