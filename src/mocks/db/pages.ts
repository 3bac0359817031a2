import { z } from 'zod'
import { PageSearchItem } from '@/api/contract/search'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { PAGES, type PageAbility } from '@/registry/pages'
import { PAGE_KEYWORDS } from '@/registry/keywords'
import { PAGE_TITLES } from '@/registry/pageNames'

/**
 * A page of the search index as stored: its title in every language of the app. The API answers
 * one title, in the language the request asks for (see `toPageItem`).
 */
export const PageRecord = PageSearchItem.extend({ title: z.record(z.enum(LANGUAGES), z.string()) })
export type PageRecord = z.infer<typeof PageRecord>

/** The pages a fresh profile has bookmarked. */
const BOOKMARKED = new Set(['home', 'access-control', 'datatables-advanced'])

/** The page index: the app's pages (src/registry/pages.ts), numbered in table order. */
export function seedPages(): PageRecord[] {
  return PAGES.map(({ id: target, path: link, icon }, index) => ({
    target,
    link,
    icon,
    title: { ...PAGE_TITLES[target] },
    id: index + 1,
    isBookmarked: BOOKMARKED.has(target),
  }))
}

// Read from the app's table, not the stored records: what a page needs, whether it may be
// bookmarked and the words it is found by are no data a user changes, and a record stored by an
// older version of the mock would otherwise carry none.
const ROWS = new Map(PAGES.map((page) => [page.id as string, page]))

/**
 * What opening the page named `target` needs: its route's ability, null when the route asks none,
 * undefined when the app has no such page.
 */
export function pageAbility(target: string): PageAbility | null | undefined {
  return ROWS.get(target)?.ability
}

/** Whether the page named `target` may be bookmarked (an error page may not). */
export function pageBookmarkable(target: string): boolean {
  return ROWS.get(target)?.bookmarkable !== false
}

/** The page as the API shows it: one title and its keywords, in `language`. */
export function toPageItem({ title, ...page }: Readonly<PageRecord>, language: Language): PageSearchItem {
  const keywords = PAGE_KEYWORDS[page.target as keyof typeof PAGE_KEYWORDS]?.[language] ?? []
  return { ...page, title: title[language], keywords: [...keywords], bookmarkable: pageBookmarkable(page.target) }
}
