// @vitest-environment node
import { existsSync, globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { seedPages } from '@/mocks/db/pages'
import { documentTitle, PAGES, pageAt } from './pages'

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
 * `staticData.ability` it asks, if any. The path drops pathless layout segments (`_main`) and the
 * trailing slash of an index route.
 */
const routeFiles = globSync('**/*.tsx', { cwd: new URL('../routes/', import.meta.url) }).flatMap((file) => {
  const text = readFileSync(new URL(`../routes/${file}`, import.meta.url), 'utf8')
  const id = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]
  if (!id) return []
  const ability = /staticData:\s*\{[^}]*?ability:\s*\{\s*action:\s*'(\w+)',\s*subject:\s*'(\w+)'\s*\}/.exec(text)
  const path = id.split('/').filter((segment) => !segment.startsWith('_')).join('/').replace(/(.)\/$/, '$1') || '/'
  return [{ id, path, ability: ability ? { action: ability[1]!, subject: ability[2]! } : null }]
})

/** What opening `link` needs: the ability of the deepest route on its way that declares one (as the guard does). */
function routeAbility(link: string) {
  const page = routeFiles.find((route) => route.path === link && !route.id.split('/').at(-1)!.startsWith('_'))
  if (!page) return undefined
  const onTheWay = routeFiles.filter((route) => page.id === route.id || page.id.startsWith(route.id.replace(/\/$/, '') + '/'))
  return onTheWay.sort((a, b) => b.id.length - a.id.length).find((route) => route.ability)?.ability ?? null
}

/**
 * Routes the search index already lists but the app does not have yet. Remove each one once its
 * route exists.
 */
const pending = new Set<string>([])

// As the search index names them: target (the id), link (the path).
const pages = PAGES.map(({ id, path, icon, title }) => ({ target: id, link: path, icon, title }))
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

  it('translates titles rather than copying the English one', () => {
    const untranslated = pages.filter((p) => p.title.de === p.title.en && p.title.fr === p.title.en && p.title.pt === p.title.en)
    expect(untranslated.map((p) => p.link)).toEqual([])
  })

  it("asks for each page the ability its route declares in staticData.ability, so search offers what the guard lets in", () => {
    expect(routeAbility('/access-control')).toEqual({ action: 'read', subject: 'ACL' })
    expect(routeAbility('/apps/email')).toEqual({ action: 'read', subject: 'Email' })
    expect(routeAbility('/misc/error')).toBeNull()
    for (const page of PAGES) expect(page.ability, page.path).toEqual(routeAbility(page.path))
  })

  it('is the search index the mock serves, three pages bookmarked', () => {
    const seed = seedPages()
    expect(seed.map((p) => [p.id, p.target, p.link])).toEqual(PAGES.map((page, i) => [i + 1, page.id, page.path]))
    expect(seed.filter((p) => p.isBookmarked).map((p) => p.link)).toEqual(['/', '/access-control', '/datatables/advanced'])
  })
})

describe('the browser tab', () => {
  it("names the page an address shows, a record's page by the page above it, in the language given", () => {
    expect(documentTitle('/apps/user/list', 'en')).toBe('User List · Vantage Admin')
    expect(documentTitle('/apps/user/view/12', 'de')).toBe('Benutzeransicht · Vantage Admin')
    expect(documentTitle('/apps/email/inbox', 'fr')).toBe('E-mail · Vantage Admin')
    expect(documentTitle('/', 'pt')).toBe('Painel de comércio eletrónico · Vantage Admin')
    expect(documentTitle('/apps/user/list/', 'en')).toBe('User List · Vantage Admin')
  })

  it('says the product alone where no page is named', () => {
    expect(pageAt('/apps/invoice/print/5046')).toBeUndefined()
    expect(documentTitle('/nowhere', 'en')).toBe('Vantage Admin')
  })
})
