import { expect, type Page } from '@playwright/test'
import { pageAt } from '../../src/registry/pages'
import { PAGE_TITLES } from '../../src/registry/pageNames'

/**
 * Opens `path` by the router's own client-side navigation, as a link would (the router follows
 * history.pushState): the app and its mock stay booted, so a suite that looks at many pages boots
 * once per walk rather than once per page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    const key = Math.random().toString(36).slice(2)
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to)
  }, path)
}

/** The browser tab's title of the page an address shows, in English: "User List · Vantage Admin". */
export function tabTitleOf(path: string): string | undefined {
  const shown = pageAt(new URL(path, 'http://app.test').pathname)
  return shown && `${PAGE_TITLES[shown.id].en} · Vantage Admin`
}

/**
 * Goes from the page on screen to `path` within the app, and waits until the new page is the one
 * shown (its tab title changed). Two addresses of one page (a filter, a record) share a title: that
 * step loads afresh instead, since nothing on screen would tell the old content from the new.
 */
export async function walkTo(page: Page, path: string, from: string | undefined): Promise<void> {
  const title = tabTitleOf(path)
  if (!from || !title || title === tabTitleOf(from)) {
    await page.goto(path)
    return
  }
  await navigateInApp(page, path)
  await expect(page).toHaveTitle(title)
}
