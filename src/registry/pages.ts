import { isBelow, samePath } from '@/lib/paths'

/** What a user must be allowed to do to open a page (CASL's terms); null for a page anyone may open. */
export interface PageAbility {
  action: string
  subject: string
}

/** One page of the app, as its row in the table says it. */
export interface PageRow {
  /** Its address; a page with records below it (/apps/user/view/12) is listed at its base. */
  path: string
  /** An @mui/icons-material name: the mock serves it without loading any icon code. */
  icon: string
  /** What opening it needs: its routes' guard and the menu ask this; null for a page anyone may open. */
  ability: PageAbility | null
  /** The feature catalogs of messages its screen needs (src/i18n/i18n.ts loads them with the route). */
  messages?: readonly string[]
}

/** A page with its id: stable and unique, the search index's `target` and stored bookmarks' key. */
export interface Page extends PageRow {
  id: PageId
}

const read = (subject: string): PageAbility => ({ action: 'read', subject })

// With the mock back end, the sign-in pages also show the demo accounts (the `demo` catalog); a build
// for a real back end loads none of those words. Optional chaining: the mock also runs in Node.
const AUTH_MESSAGES = import.meta.env?.VITE_API_MOCK !== 'false' ? ['auth', 'demo'] : ['auth']

type Version = 'v1' | 'v2'
/** The two designs of an auth page, /pages/<name>-v1 and -v2; anyone may open them (signing in there replaces the session). */
function versions<const N extends string>(name: N, icon: string): Record<`pages-${N}-${Version}`, PageRow> {
  const row = (version: Version) => [`pages-${name}-${version}`, { path: `/pages/${name}-${version}`, icon, ability: null, messages: AUTH_MESSAGES }]
  return Object.fromEntries([row('v1'), row('v2')]) as Record<`pages-${N}-${Version}`, PageRow>
}

/**
 * Every page of the app, once, by id. A route file declares which page it shows with
 * `...pageRoute('user-list')`, which gives it its guard's ability and its catalogs; the menu
 * (src/layout/navigation.ts), the search palette's page index (served by the mock from this table)
 * and the browser tab's title (src/registry/pageTitles.ts, which names each page in every language)
 * read the same rows. src/registry/pages.test.ts fails when a route shows no page or a page has no route.
 *
 * New pages are appended: the search index numbers pages in this order, and stored bookmarks keep
 * those numbers. The titles live in their own file because route files import this one, and route
 * files are in the first load of every page: the titles in four languages would weigh it down.
 */
const TABLE = {
  'home': { path: '/', icon: 'ShoppingCartOutlined', ability: read('Dashboard'), messages: ['dashboard'] },
  'access-control': { path: '/access-control', icon: 'AdminPanelSettingsOutlined', ability: read('ACL') },
  'email': { path: '/apps/email', icon: 'EmailOutlined', ability: read('Email'), messages: ['email'] },
  'tables': { path: '/tables', icon: 'TableChartOutlined', ability: read('Table'), messages: ['datatables'] },
  'datatables-basic': { path: '/datatables/basic', icon: 'GridOnOutlined', ability: read('Table'), messages: ['datatables'] },
  'datatables-advanced': { path: '/datatables/advanced', icon: 'DatasetOutlined', ability: read('Table'), messages: ['datatables'] },
  'forms-autocomplete': { path: '/forms/autocomplete', icon: 'ManageSearchOutlined', ability: read('Form'), messages: ['autocomplete'] },
  'misc-coming-soon': { path: '/misc/coming-soon', icon: 'HourglassEmptyOutlined', ability: null },
  'misc-not-authorized': { path: '/misc/not-authorized', icon: 'BlockOutlined', ability: null },
  'misc-maintenance': { path: '/misc/maintenance', icon: 'ConstructionOutlined', ability: null },
  'misc-error': { path: '/misc/error', icon: 'ErrorOutlineOutlined', ability: null },
  ...versions('login', 'LoginOutlined'),
  ...versions('register', 'PersonAddOutlined'),
  ...versions('forgot-password', 'LockResetOutlined'),
  ...versions('reset-password', 'PasswordOutlined'),
  'user-list': { path: '/apps/user/list', icon: 'PeopleOutlined', ability: read('User'), messages: ['user'] },
  'user-view': { path: '/apps/user/view', icon: 'VisibilityOutlined', ability: read('User'), messages: ['user'] },
  'user-edit': { path: '/apps/user/edit', icon: 'EditOutlined', ability: read('User'), messages: ['user'] },
  'account-settings': { path: '/pages/account-settings', icon: 'ManageAccountsOutlined', ability: read('Account'), messages: ['accountSettings'] },
  'profile': { path: '/pages/profile', icon: 'AccountCircleOutlined', ability: read('Profile'), messages: ['profile'] },
  'invoice-list': { path: '/apps/invoice/list', icon: 'ReceiptLongOutlined', ability: read('Invoice'), messages: ['invoice'] },
  'invoice-preview': { path: '/apps/invoice/preview', icon: 'VisibilityOutlined', ability: read('Invoice'), messages: ['invoice'] },
  'invoice-edit': { path: '/apps/invoice/edit', icon: 'EditOutlined', ability: read('Invoice'), messages: ['invoice'] },
  'invoice-add': { path: '/apps/invoice/add', icon: 'AddCircleOutlineOutlined', ability: read('Invoice'), messages: ['invoice'] },
  'dashboard-analytics': { path: '/dashboard/analytics', icon: 'InsightsOutlined', ability: read('Dashboard'), messages: ['dashboard'] },
  'cards-basic': { path: '/cards/basic', icon: 'CropSquareOutlined', ability: read('Card'), messages: ['cards'] },
  'cards-advance': { path: '/cards/advance', icon: 'AutoAwesomeMosaicOutlined', ability: read('Card'), messages: ['cards'] },
  'cards-statistics': { path: '/cards/statistics', icon: 'BarChartOutlined', ability: read('Dashboard'), messages: ['dashboard'] },
  'cards-analytics': { path: '/cards/analytics', icon: 'QueryStatsOutlined', ability: read('Dashboard'), messages: ['dashboard'] },
  'cards-actions': { path: '/cards/actions', icon: 'TouchAppOutlined', ability: read('Card'), messages: ['cards'] },
  'api-docs': { path: '/api-docs', icon: 'ApiOutlined', ability: read('ApiDocs'), messages: ['apiDocs'] },
} satisfies Record<string, PageRow>

/** The id of a page of the table: `'user-list'`, `'pages-login-v1'`... */
export type PageId = keyof typeof TABLE

/** The table as a list, in its order. */
export const PAGES: readonly Page[] = Object.entries(TABLE).map(([id, row]) => ({ id: id as PageId, ...row }))

/**
 * What a route file spreads into its options to show a page: the ability its guard asks, the
 * catalogs its screen needs and the page's id (the browser tab's title reads it).
 *
 *   createFileRoute('/_main/apps/user/list')({ ...pageRoute('user-list'), loader, component })
 */
export function pageRoute(id: PageId) {
  const { ability, messages }: PageRow = TABLE[id]
  return { staticData: { page: id, ...(ability && { ability }), ...(messages && { messages }) } }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page of the table this route shows (see pageRoute). */
    page?: PageId
  }
}

/** The page an address shows: the one at that path, or the nearest above it (/apps/email/inbox is Email). */
export function pageAt(pathname: string): Page | undefined {
  let found: Page | undefined
  for (const page of PAGES) {
    const at = samePath(page.path, pathname) || (page.path !== '/' && isBelow(page.path, pathname))
    if (at && (!found || page.path.length > found.path.length)) found = page
  }
  return found
}
