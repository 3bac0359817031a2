// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { autocompleteData, bookmarksData, mainSearchData, updateBookmark, type Endpoint, type PageSearchItem } from '@/api/contract'
import { flushDb, memoryPersistence, openDb } from '@/mocks/db'
import { seedPages } from '@/mocks/db/pages'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const pages = seedPages()
const pageId = (target: string) => pages.find((p) => p.target === target)!.id
const titles = (items: readonly PageSearchItem[]) => items.map((p) => p.title)

const inLanguage = (language?: string) => (language ? { headers: { 'Accept-Language': language } } : {})

const searchGroups = async (language?: string) => (await expectSuccess(mainSearchData, {}, inLanguage(language))).searchArr

async function pageTitles(language?: string): Promise<string[]> {
  const group = (await searchGroups(language)).find((g) => g.groupTitle === 'Pages')!
  return titles(group.data as PageSearchItem[])
}

const bookmarks = (language?: string) => expectSuccess(bookmarksData, {}, inLanguage(language))

// An untyped id, so the tests can also send what the contract refuses.
const toggle = (id: unknown, language?: string) =>
  callEndpoint(updateBookmark, { body: (id === undefined ? {} : { id }) as never }, inLanguage(language))

describe('GET /api/autocomplete/data', () => {
  it('answers 100 items ranked 1 to 100', async () => {
    const { autoComplete } = await expectSuccess(autocompleteData)
    expect(autoComplete).toHaveLength(100)
    expect(autoComplete[0]).toEqual({ id: 1, title: 'San Francisco, United States', rank: 1 })
    expect(new Set(autoComplete.map((i) => i.title)).size).toBe(100)
    expect(autoComplete.map((i) => i.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
  })
})

describe('GET /api/main-search/data', () => {
  it('answers the groups Pages, Files and Contacts, each with searchLimit 4', async () => {
    const groups = await searchGroups()
    expect(groups.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ])
    const [pagesGroup, files, contacts] = groups
    expect(pagesGroup!.data).toHaveLength(pages.length)
    expect(files!.data.length).toBeGreaterThanOrEqual(8)
    expect(contacts!.data.length).toBeGreaterThanOrEqual(8)
  })

  it('answers items in the SPEC shapes, without the stored ids of files and contacts', async () => {
    const [pagesGroup, files, contacts] = await searchGroups()
    expect(pagesGroup!.data[0]).toEqual({
      id: 1,
      target: 'home',
      isBookmarked: true,
      title: 'eCommerce Dashboard',
      icon: 'ShoppingCartOutlined',
      link: '/',
      keywords: ['sales', 'orders', 'revenue'],
      bookmarkable: true,
    })
    expect(Object.keys(files!.data[0]!).sort()).toEqual(['by', 'file', 'size', 'title'])
    expect(Object.keys(contacts!.data[0]!).sort()).toEqual(['date', 'email', 'img', 'title'])
  })

  it.each([
    [undefined, 'eCommerce Dashboard', 'Access Control'],
    ['de', 'E-Commerce-Dashboard', 'Zugriffskontrolle'],
    ['fr', 'Tableau de bord e-commerce', "Contrôle d'accès"],
    ['pt', 'Painel de comércio eletrónico', 'Controlo de acesso'],
  ])('titles pages in the language asked for (%s)', async (language, home, accessControl) => {
    const found = await pageTitles(language)
    expect(found[pageId('home') - 1]).toBe(home)
    expect(found[pageId('access-control') - 1]).toBe(accessControl)
  })

  it.each([
    ['de-CH, en;q=0.5', 'de'],
    ['fr;q=0.2, pt-PT;q=0.8', 'pt'],
    ['xx, fr;q=0.1', 'fr'],
    ['de;q=0, fr', 'fr'],
    ['xx-YY', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ])('negotiates Accept-Language "%s" to %s', async (header, language) => {
    expect(await pageTitles(header)).toEqual(pages.map((p) => p.title[language as 'en']))
  })
})

describe('bookmarks', () => {
  const seededBookmarks = ['home', 'datatables-advanced', 'access-control']
  // Error pages and the base of record pages are steps, not places: never suggested as bookmarks.
  const steps = ['user-view', 'user-edit', 'invoice-preview', 'invoice-edit', 'ecommerce-product-detail', 'blog-detail', 'blog-edit', 'misc-not-authorized', 'misc-error']
  const bookmarkable = (p: { target: string }) => !steps.includes(p.target) && !p.target.startsWith('pages-')
  const bookmarkedTargets = async () => (await bookmarks()).bookmarks.map((p) => p.target)

  it('lists every page that may be bookmarked as a suggestion and the flagged ones as bookmarks', async () => {
    const answer = await bookmarks()
    expect(answer.suggestions.map((p) => p.link)).toEqual(pages.filter(bookmarkable).map((p) => p.link))
    expect(answer.bookmarks.map((p) => p.target)).toEqual(seededBookmarks)
    expect(answer.bookmarks.every((p) => p.isBookmarked)).toBe(true)
  })

  it('titles them in the language asked for', async () => {
    expect(titles((await bookmarks('de')).bookmarks)).toEqual(['E-Commerce-Dashboard', 'Erweiterte Datentabelle', 'Zugriffskontrolle'])
  })

  it('toggling twice adds, then removes the bookmark, and the list follows', async () => {
    const id = pageId('tables')
    const added = await toggle(id)
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ id, target: 'tables', isBookmarked: true, title: 'Tables' })
    expect(await bookmarkedTargets()).toEqual(['home', 'tables', 'datatables-advanced', 'access-control'])

    const removed = await toggle(id)
    expect(removed.body).toMatchObject({ id, isBookmarked: false })
    expect(await bookmarkedTargets()).toEqual(seededBookmarks)
  })

  it('removes a seeded bookmark, and answers in the language asked for', async () => {
    const answer = await toggle(pageId('home'), 'fr')
    expect(answer.body).toMatchObject({ target: 'home', isBookmarked: false, title: 'Tableau de bord e-commerce' })
    expect(await bookmarkedTargets()).toEqual(['datatables-advanced', 'access-control'])
  })

  it('refuses to bookmark a page that is a step, not a place (400), and keeps the bookmarks', async () => {
    expect(await toggle(pageId('misc-error'))).toEqual({ status: 400, body: { error: { id: ['The page /misc/error cannot be bookmarked'] } } })
    expect(await bookmarkedTargets()).toEqual(seededBookmarks)
  })

  it('keeps a change across a reload of the database', async () => {
    const store = memoryPersistence()
    await openDb(store)
    await toggle(pageId('misc-maintenance'))
    await flushDb()

    await openDb(store) // what a page reload does
    expect(await bookmarkedTargets()).toContain('misc-maintenance')
  })

  it('answers 404 for an unknown page', async () => {
    expect(await toggle(999)).toEqual({ status: 404, body: { error: 'No page with id 999' } })
    expect(await bookmarkedTargets()).toEqual(seededBookmarks)
  })

  it.each([
    ['no id', undefined, 'Invalid input: expected number, received undefined'],
    ['an id that is not a number', 'abc', 'Invalid input: expected number, received string'],
  ])('answers 400 for %s', async (_, id, message) => {
    expect(await toggle(id)).toEqual({ status: 400, body: { error: { id: [message] } } })
  })
})

// The client may read ACL and Auth only (./permissions.ts): of the app's pages, it may open the access
// control page and the pages whose routes ask no ability (misc and sign-in pages).
describe('for the client, search and bookmarks offer only the pages it may open', () => {
  const closedToClient = [
    '/', '/apps/email', '/tables', '/datatables/basic', '/datatables/advanced', '/forms/autocomplete',
    '/apps/user/list', '/apps/user/view', '/apps/user/edit', '/pages/account-settings', '/pages/profile',
    '/apps/invoice/list', '/apps/invoice/preview', '/apps/invoice/edit', '/apps/invoice/add',
    '/dashboard/analytics', '/cards/basic', '/cards/advance', '/cards/statistics', '/cards/analytics', '/cards/actions',
    '/api-docs', '/apps/chat', '/apps/todo', '/apps/calendar',
    '/apps/ecommerce/shop', '/apps/ecommerce/product-detail', '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout', '/apps/ecommerce/orders',
    '/pages/faq', '/pages/knowledge-base', '/pages/pricing', '/pages/blog/list', '/pages/blog/detail', '/pages/blog/edit',
  ]
  // The demo catalogue's pages: the client may open none of them either.
  const catalogue = (link: string) => ['/ui-element', '/components', '/extensions', '/page-layout', '/forms', '/charts', '/maps', '/colors', '/icons', '/datatables'].some((base) => link === base || link.startsWith(`${base}/`))
  const openToClient = pages.map((p) => p.link).filter((link) => !closedToClient.includes(link) && !catalogue(link))
  const asClient = { as: 'client' } as const

  it('the main search lists those pages, and files and contacts as for anyone', async () => {
    const [pagesGroup, files, contacts] = (await expectSuccess(mainSearchData, {}, asClient)).searchArr
    expect((pagesGroup!.data as PageSearchItem[]).map((p) => p.link)).toEqual(openToClient)
    expect(files!.data.length).toBeGreaterThan(0)
    expect(contacts!.data.length).toBeGreaterThan(0)
  })

  it('bookmarks suggest those pages, and show only the bookmarks among them', async () => {
    const answer = await expectSuccess(bookmarksData, {}, asClient)
    const steps = ['/misc/not-authorized', '/misc/error']
    expect(answer.suggestions.map((p) => p.link)).toEqual(openToClient.filter((link) => !steps.includes(link) && !link.startsWith('/pages/')))
    expect(answer.bookmarks.map((p) => p.link)).toEqual(['/access-control'])
  })

  it('toggles the bookmark of a page it may open, and refuses one of a page it may not', async () => {
    expect(await callEndpoint(updateBookmark, { body: { id: pageId('access-control') } }, asClient)).toMatchObject({
      status: 200,
      body: { target: 'access-control', isBookmarked: false },
    })
    expect(await callEndpoint(updateBookmark, { body: { id: pageId('home') } }, asClient)).toEqual({
      status: 403,
      body: { error: 'The client role may not open the page /' },
    })
    expect((await bookmarks()).bookmarks.map((p) => p.target)).toEqual(['home', 'datatables-advanced'])
  })
})

describe('every search call needs an access token', () => {
  it.each<Endpoint>([autocompleteData, mainSearchData, bookmarksData, updateBookmark])('$id', async (endpoint) => {
    expect(await callEndpoint(endpoint, { body: { id: 1 } } as never, { as: null })).toEqual({
      status: 401,
      body: { error: 'Missing access token' },
    })
  })
})
