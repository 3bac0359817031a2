// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedPages } from './pages'

/**
 * The page index (global search, bookmarks) must match the app's routes: a page whose link is no
 * route would be a dead search result, and a route missing here cannot be found.
 * The routes are read from the router's generated tree as text, which is cheap: importing it
 * would load every screen.
 */
const routeTree = readFileSync(new URL('../../routeTree.gen.ts', import.meta.url), 'utf8')
// An index route's full path ends in "/" (/apps/email/); its link is written without it.
const routes = new Set([...routeTree.matchAll(/^\s*fullPath: '([^']+)'/gm)].map((m) => m[1]!.replace(/(.)\/$/, '$1')))

/**
 * Routes the search index already lists but the app does not have yet. Remove each one once its
 * route exists.
 */
const pending = new Set<string>([])

const pages = seedPages()
const links = pages.map((p) => p.link)

describe('the pages seed', () => {
  it('reads the routes of the app', () => {
    expect(routes).toContain('/')
    expect(routes).toContain('/pages/login-v2')
  })

  it('links only to routes of the app', () => {
    expect(links.filter((link) => !routes.has(link) && !pending.has(link))).toEqual([])
  })

  it('lists every route of the app', () => {
    // Routes with parameters (/apps/invoice/preview/$id) are reached from their list, not from search.
    const searchable = [...routes].filter((route) => !route.includes('$'))
    expect(searchable.filter((route) => !links.includes(route))).toEqual([])
  })

  it('has unique ids, targets and links, a title in every language and an icon of @mui/icons-material', () => {
    for (const key of ['id', 'target', 'link'] as const) expect(new Set(pages.map((p) => p[key])).size).toBe(pages.length)
    for (const page of pages) {
      expect(Object.keys(page.title).sort()).toEqual(['de', 'en', 'fr', 'pt'])
      expect(Object.values(page.title).every((title) => title.trim() !== '')).toBe(true)
      expect(existsSync(new URL(`../../../node_modules/@mui/icons-material/${page.icon}.js`, import.meta.url))).toBe(true)
    }
  })

  it('translates titles rather than copying the English one', () => {
    const untranslated = pages.filter((p) => p.title.de === p.title.en && p.title.fr === p.title.en && p.title.pt === p.title.en)
    expect(untranslated.map((p) => p.link)).toEqual([])
  })

  it('bookmarks three pages', () => {
    expect(pages.filter((p) => p.isBookmarked).map((p) => p.link)).toEqual(['/', '/access-control', '/datatables/advanced'])
  })
})
