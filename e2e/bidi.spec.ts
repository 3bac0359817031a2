import type { Page } from '@playwright/test'
import { expect, roleState, test } from './support/mock'
import { storeBeforeLoad } from './support/session'

// A left-to-right language in the right-to-left layout: every sentence keeps its full stop,
// question mark or colon at its end (the theme's rule, textDirectionRule in src/theme/createAppTheme.ts).

/**
 * The visible texts that start with a Latin letter and end in a punctuation mark drawn left of the
 * letter before it: a left-to-right sentence laid out right to left (".Changes saved").
 */
function misplacedPunctuation(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trimEnd()
      if (text.trim().length < 4 || !/^\s*[A-Za-zÀ-ÿ„“"(]/.test(text) || !/[A-Za-zÀ-ÿ0-9)“”"][.?!:…]$/.test(text)) continue
      const parent = node.parentElement
      if (!parent?.checkVisibility() || parent.getBoundingClientRect().width < 4) continue
      const box = (index: number) => {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return range.getBoundingClientRect()
      }
      const mark = box(text.length - 1)
      const letter = box(text.length - 2)
      if (mark.width > 0 && letter.width > 0 && Math.abs(mark.top - letter.top) < 3 && mark.left < letter.left) found.push(text.trim())
    }
    return found
  })
}

/** Opens `path` in the right-to-left layout in `language`, and checks the page's sentences once `ready` shows. */
async function expectSentencesInPlace(page: Page, path: string, ready: RegExp) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText(ready).first()).toBeVisible()
  expect(await misplacedPunctuation(page), path).toEqual([])
}

for (const [language, texts] of [
  ['en', { empty: /Try another name or username/, poll: /Which feature should we build next\?/, login: /Welcome to Vantage!/ }],
  ['de', { empty: /Versuchen Sie einen anderen Namen/, poll: /Welche Funktion sollen wir als Nächstes bauen\?/, login: /Willkommen bei Vantage!/ }],
] as const) {
  test.describe(`right to left in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeBeforeLoad(page, { settings: JSON.stringify({ language, direction: 'rtl' }) })
    })

    test('the users list, its empty search and the profile keep each sentence\'s punctuation at its end', async ({ page }) => {
      await expectSentencesInPlace(page, '/apps/user/list?q=zzzz', texts.empty)
      // With its posts and comments (the seed's English): someone's text runs its own way too.
      await expectSentencesInPlace(page, '/pages/profile', texts.poll)
    })

    test.describe('signed out', () => {
      test.use({ storageState: roleState('guest') })
      test('the login page keeps each sentence\'s punctuation at its end', async ({ page }) => {
        await expectSentencesInPlace(page, '/pages/login-v1', texts.login)
      })
    })
  })
}
