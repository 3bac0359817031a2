// @vitest-environment node
import { existsSync, globSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedPages } from '@/mocks/db/pages'
import { pageIconNames } from '@/components/PageIcon'
import { LANGUAGES } from '@/i18n/languages'
import { MENU_GROUPS, PAGES, pageAt } from './pages'
import { PAGE_KEYWORDS } from './keywords'
import { documentTitle, loadPageNames } from './names'
import { PAGE_NAMES, PAGE_TITLES } from './pageNames'

/**
 * The table of pages must match the app's routes: a page whose path is no route would be a dead
 * search result, and a route missing here cannot be found (nor named in the browser tab).
 * The routes are read from the router's generated tree as text, which is cheap: importing it
 * would load every screen.
 */
const routeTree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8')
// An index route's full path ends in "/" (/apps/email/); its link is written without it.
const routes = new Set([...routeTree.matchAll(/^\s*fullPath: '([^']+)'/gm)].map((m) => m[1]!.replace(/(.)\/$/, '$1')))

/**
 * What each route file declares, read as text: its id (`createFileRoute('/_main/tables')`) and the
 * page it shows (`...pageRoute('tables')`), if any. The path drops pathless layout segments (`_main`)
 * and the trailing slash of an index route. Layout routes (a last segment starting with `_`) show no page.
 */
const routeFiles = globSync('**/*.tsx', { cwd: new URL('../routes/', import.meta.url) }).flatMap((file) => {
  const text = readFileSync(new URL(`../routes/${file}`, import.meta.url), 'utf8')
  const id = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]
  if (!id) return []
  const page = /pageRoute\('([^']+)'\)/.exec(text)?.[1]
  const path = id.split('/').filter((segment) => !segment.startsWith('_')).join('/').replace(/(.)\/$/, '$1') || '/'
  const layout = id.split('/').at(-1)!.startsWith('_')
  return [{ file, id, path, page, layout }]
})
const pageRoutes = routeFiles.filter((route) => !route.layout)

/**
 * Routes the search index already lists but the app does not have yet. Remove each one once its
 * route exists.
 */
const pending = new Set<string>([])

// As the search index names them: target (the id), link (the path).
const pages = PAGES.map(({ id, path, icon }) => ({ target: id, link: path, icon, title: PAGE_TITLES[id] }))
const links = pages.map((p) => p.link)

describe('the table of pages', () => {
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

  it('has unique ids and paths, a title in every language and an icon of @mui/icons-material', () => {
    for (const key of ['target', 'link'] as const) expect(new Set(pages.map((p) => p[key])).size).toBe(pages.length)
    for (const page of pages) {
      expect(Object.keys(page.title).sort()).toEqual(['de', 'en', 'fr', 'pt'])
      expect(Object.values(page.title).every((title) => title.trim() !== '')).toBe(true)
      expect(existsSync(new URL(`../../node_modules/@mui/icons-material/${page.icon}.js`, import.meta.url))).toBe(true)
    }
  })

  it('names its pages and menu groups with icons the app draws (not the fallback)', () => {
    const drawn = new Set(pageIconNames())
    const icons = [...PAGES.map((page) => page.icon), ...Object.values(MENU_GROUPS).map((group) => group.icon)]
    expect(icons.filter((icon) => !drawn.has(icon))).toEqual([])
  })

  it('names every menu group in every language', () => {
    for (const language of LANGUAGES) {
      const groups = PAGE_NAMES[language].groups
      expect(Object.keys(groups).sort(), language).toEqual(Object.keys(MENU_GROUPS).sort())
      expect(Object.values(groups).filter((name) => name.trim() === ''), language).toEqual([])
    }
  })

  it('gives short menu labels, the same pages in every language, to pages the menu lists only', () => {
    const listed = PAGES.filter((page) => page.menu).map((page) => page.id as string)
    const labelled = Object.keys(PAGE_NAMES.en.menu)
    expect(labelled.length).toBeGreaterThan(0)
    expect(labelled.filter((id) => !listed.includes(id))).toEqual([])
    for (const language of LANGUAGES) {
      expect(Object.keys(PAGE_NAMES[language].menu), language).toEqual(labelled)
      expect(Object.values(PAGE_NAMES[language].menu).filter((label) => label.trim() === ''), language).toEqual([])
    }
  })

  it('gives keywords in every language, to pages of the table only', () => {
    const ids = new Set<string>(PAGES.map((page) => page.id))
    expect(Object.keys(PAGE_KEYWORDS).length).toBeGreaterThan(0)
    for (const [id, words] of Object.entries(PAGE_KEYWORDS)) {
      expect(ids.has(id), id).toBe(true)
      expect(Object.keys(words!).sort(), id).toEqual([...LANGUAGES].sort())
      expect(Object.values(words!).every((list) => list.length > 0 && list.every((word) => word.trim() !== '')), id).toBe(true)
    }
  })

  it('translates titles rather than copying the English one', () => {
    const untranslated = pages.filter((p) => p.title.de === p.title.en && p.title.fr === p.title.en && p.title.pt === p.title.en)
    expect(untranslated.map((p) => p.link)).toEqual([])
  })

  it('is shown by a route file, and every route file but a layout shows a page of the table', () => {
    expect(pageRoutes.filter((route) => !route.page).map((route) => route.file)).toEqual([])
    expect(pageRoutes.filter((route) => route.page && !PAGES.some((page) => page.id === route.page)).map((route) => route.file)).toEqual([])
    expect(PAGES.filter((page) => !pageRoutes.some((route) => route.page === page.id)).map((page) => page.id)).toEqual([])
  })

  it('is shown at its own address, or by the records below it (/apps/user/view/$id shows User View)', () => {
    const elsewhere = pageRoutes.filter((route) => {
      const page = PAGES.find((candidate) => candidate.id === route.page)
      return page && route.path !== page.path && !route.path.startsWith(`${page.path}/`)
    })
    // The print view of an invoice prints its preview.
    expect(elsewhere.map((route) => route.path)).toEqual(['/apps/invoice/print/$id'])
  })

  it('is the search index the mock serves, three pages bookmarked', () => {
    const seed = seedPages()
    expect(seed.map((p) => [p.id, p.target, p.link])).toEqual(PAGES.map((page, i) => [i + 1, page.id, page.path]))
    expect(seed.filter((p) => p.isBookmarked).map((p) => p.link)).toEqual(['/', '/datatables/advanced', '/access-control'])
  })
})

describe('the browser tab', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadPageNames)))

  it('names a page in the language given', () => {
    expect(documentTitle('user-list', 'en')).toBe('User List · Vantage Admin')
    expect(documentTitle('user-view', 'de')).toBe('Benutzeransicht · Vantage Admin')
    expect(documentTitle('email', 'fr')).toBe('E-mail · Vantage Admin')
    expect(documentTitle('home', 'pt')).toBe('Painel de comércio eletrónico · Vantage Admin')
    expect(documentTitle('pages-login-v2', 'en')).toBe('Login v2 · Vantage Admin')
  })

  it('finds the page above an address no route names, and says the product alone where there is none', () => {
    expect(pageAt('/apps/user/view/12')?.id).toBe('user-view')
    expect(pageAt('/apps/user/list/')?.id).toBe('user-list')
    expect(pageAt('/apps/invoice/print/5046')).toBeUndefined()
    expect(documentTitle(undefined, 'en')).toBe('Vantage Admin')
  })
})
