import { loadWithEachLanguage } from '@/i18n/languageData'
import { isBelow, samePath } from '@/lib/paths'
import { loadPageNames } from './names'

// The pages' names in the active language come with each language the app activates, before it shows
// (src/i18n/languageData.ts): the menu and the browser tab read them synchronously. Registered here
// because every first load runs this file: its route files declare their pages with pageRoute.
loadWithEachLanguage(loadPageNames)

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
  /** The menu group it is listed in (MENU_GROUPS); none: reached some other way (a link, the search palette). */
  menu?: MenuGroupId
  /** False for a page that only makes sense as a step (an error page, a record page's base): the palette offers no star. */
  bookmarkable?: false
}

/** A page with its id: stable and unique, the search index's `target` and stored bookmarks' key. */
export interface Page extends PageRow {
  id: PageId
}

const read = (subject: string): PageAbility => ({ action: 'read', subject })

/**
 * The menu's groups: where each sits (`in` another group, or at the top) and its icon. Their names
 * are in src/registry/names (one module per language). The menu lists a group where its first page
 * appears in the table, so the table's order is the menu's order.
 */
const GROUPS = {
  'dashboards': { icon: 'SpaceDashboardOutlined' },
  'apps': { icon: 'AppsOutlined' },
  'users': { in: 'apps', icon: 'PeopleOutlined' },
  'invoice': { in: 'apps', icon: 'ReceiptLongOutlined' },
  'ecommerce': { in: 'apps', icon: 'ShoppingBagOutlined' },
  'pages': { icon: 'DescriptionOutlined' },
  'blog': { in: 'pages', icon: 'ArticleOutlined' },
  'misc': { in: 'pages', icon: 'WidgetsOutlined' },
  'user-interface': { icon: 'DashboardCustomizeOutlined' },
  'ui-element': { in: 'user-interface', icon: 'WidgetsOutlined' },
  'components': { in: 'user-interface', icon: 'AutoAwesomeMosaicOutlined' },
  'cards': { in: 'user-interface', icon: 'ViewAgendaOutlined' },
  'extensions': { in: 'user-interface', icon: 'TouchAppOutlined' },
  'page-layout': { in: 'user-interface', icon: 'SpaceDashboardOutlined' },
  'forms-tables': { icon: 'DynamicFormOutlined' },
  'forms': { in: 'forms-tables', icon: 'EditNoteOutlined' },
  'datatables': { in: 'forms-tables', icon: 'TableViewOutlined' },
  'charts-maps': { icon: 'BarChartOutlined' },
} as const satisfies Record<string, { in?: string; icon: string }>

export type MenuGroupId = keyof typeof GROUPS
export const MENU_GROUPS: Readonly<Record<MenuGroupId, { in?: MenuGroupId; icon: string }>> = GROUPS

// With the mock back end, the sign-in pages also show the demo accounts (the `demo` catalog); a build
// for a real back end loads none of those words. Optional chaining: the mock also runs in Node.
const AUTH_MESSAGES = import.meta.env?.VITE_API_MOCK !== 'false' ? ['auth', 'demo'] : ['auth']

/**
 * What every UI element page shares. Their icons are ones PageIcon (src/components/PageIcon.tsx) already
 * draws for other pages: a new one there adds to the horizontal menu's and the search palette's code.
 */
const UI_ELEMENT = { ability: read('UiElement'), messages: ['uiElement', 'example'], menu: 'ui-element' } as const satisfies Partial<PageRow>
/** What every component demo page shares: the UI elements' ability and the example block, with its own catalog. */
const COMPONENTS = { ability: read('UiElement'), messages: ['components', 'example'], menu: 'components' } as const satisfies Partial<PageRow>

/** What every extension demo page shares: a library made for the job, shown the same way with its code. */
const EXTENSIONS = { ability: read('UiElement'), messages: ['extensions', 'example'], menu: 'extensions' } as const satisfies Partial<PageRow>
/** What every page layout demo shares: each applies its layout to itself only. */
const PAGE_LAYOUT = { ability: read('UiElement'), messages: ['pageLayout'], menu: 'page-layout' } as const satisfies Partial<PageRow>

/** What every forms demo page shares: the same way, its examples' code in the kit's example block. */
const FORMS = { ability: read('Form'), messages: ['forms', 'example'], menu: 'forms' } as const satisfies Partial<PageRow>

type Version = 'v1' | 'v2'
/** The two designs of an auth page, /pages/<name>-v1 and -v2; anyone may open them (signing in there replaces the session). */
function versions<const N extends string>(name: N, icon: string): Record<`pages-${N}-${Version}`, PageRow> {
  const row = (version: Version) => [
    `pages-${name}-${version}`,
    { path: `/pages/${name}-${version}`, icon, ability: null, messages: AUTH_MESSAGES, bookmarkable: false },
  ]
  return Object.fromEntries([row('v1'), row('v2')]) as Record<`pages-${N}-${Version}`, PageRow>
}

/**
 * Every page of the app, once, by id. A route file declares which page it shows with
 * `...pageRoute('user-list')`, which gives it its guard's ability and its catalogs; the menu
 * (src/layout/navigation.ts builds it from `menu` and the table's order), the search palette's page
 * index (served by the mock from this table) and the browser tab's title (src/registry/names/en.ts,
 * de.ts... name each page, one module per language) read the same rows. src/registry/pages.test.ts fails when a
 * route shows no page or a page has no route.
 *
 * Adding a page: a row here (where the menu should list it), its names in each language's module
 * of src/registry/names (its keywords, if any, in src/registry/keywords.ts), a route file. The
 * search index numbers pages in this order: a new page needs a new seed version of the mock
 * (SEED_VERSION in src/mocks/db/index.ts), which re-seeds the index and its bookmarks.
 * The names live apart because route files import this one, and route files are in the first load
 * of every page: a first load brings the names of its own language only.
 */
const TABLE = {
  'home': { path: '/', icon: 'ShoppingCartOutlined', ability: read('Dashboard'), messages: ['dashboard'], menu: 'dashboards' },
  'dashboard-analytics': { path: '/dashboard/analytics', icon: 'InsightsOutlined', ability: read('Dashboard'), messages: ['dashboard'], menu: 'dashboards' },
  'email': { path: '/apps/email', icon: 'EmailOutlined', ability: read('Email'), messages: ['email'], menu: 'apps' },
  'chat': { path: '/apps/chat', icon: 'ChatOutlined', ability: read('Chat'), messages: ['chat'], menu: 'apps' },
  'todo': { path: '/apps/todo', icon: 'CheckBoxOutlined', ability: read('Todo'), messages: ['todo'], menu: 'apps' },
  'calendar': { path: '/apps/calendar', icon: 'CalendarMonthOutlined', ability: read('Calendar'), messages: ['calendar'], menu: 'apps' },
  'ecommerce-shop': { path: '/apps/ecommerce/shop', icon: 'StorefrontOutlined', ability: read('Ecommerce'), messages: ['ecommerce'], menu: 'ecommerce' },
  'ecommerce-product-detail': { path: '/apps/ecommerce/product-detail', icon: 'Inventory2Outlined', ability: read('Ecommerce'), messages: ['ecommerce'], menu: 'ecommerce', bookmarkable: false },
  'ecommerce-wishlist': { path: '/apps/ecommerce/wishlist', icon: 'FavoriteBorderOutlined', ability: read('Ecommerce'), messages: ['ecommerce'], menu: 'ecommerce' },
  'ecommerce-checkout': { path: '/apps/ecommerce/checkout', icon: 'ShoppingCartCheckoutOutlined', ability: read('Ecommerce'), messages: ['ecommerce'], menu: 'ecommerce' },
  // Its orders (/apps/ecommerce/orders/43) are reached from the list and the checkout's confirmation.
  'ecommerce-orders': { path: '/apps/ecommerce/orders', icon: 'LocalShippingOutlined', ability: read('Ecommerce'), messages: ['ecommerce'], menu: 'ecommerce' },
  'user-list': { path: '/apps/user/list', icon: 'FormatListBulletedOutlined', ability: read('User'), messages: ['user'], menu: 'users' },
  'user-view': { path: '/apps/user/view', icon: 'VisibilityOutlined', ability: read('User'), messages: ['user'], menu: 'users', bookmarkable: false },
  'user-edit': { path: '/apps/user/edit', icon: 'EditOutlined', ability: read('User'), messages: ['user'], menu: 'users', bookmarkable: false },
  'invoice-list': { path: '/apps/invoice/list', icon: 'FormatListBulletedOutlined', ability: read('Invoice'), messages: ['invoice'], menu: 'invoice' },
  'invoice-preview': { path: '/apps/invoice/preview', icon: 'VisibilityOutlined', ability: read('Invoice'), messages: ['invoice'], menu: 'invoice', bookmarkable: false },
  'invoice-edit': { path: '/apps/invoice/edit', icon: 'EditOutlined', ability: read('Invoice'), messages: ['invoice'], menu: 'invoice', bookmarkable: false },
  'invoice-add': { path: '/apps/invoice/add', icon: 'AddCircleOutlineOutlined', ability: read('Invoice'), messages: ['invoice'], menu: 'invoice' },
  'account-settings': { path: '/pages/account-settings', icon: 'ManageAccountsOutlined', ability: read('Account'), messages: ['accountSettings'], menu: 'pages' },
  'profile': { path: '/pages/profile', icon: 'AccountCircleOutlined', ability: read('Profile'), messages: ['profile'], menu: 'pages' },
  'faq': { path: '/pages/faq', icon: 'HelpOutlineOutlined', ability: read('Faq'), messages: ['faq'], menu: 'pages' },
  // Its categories and articles (/pages/knowledge-base/orders/track-an-order) are reached from the cards.
  'knowledge-base': { path: '/pages/knowledge-base', icon: 'MenuBookOutlined', ability: read('Faq'), messages: ['faq'], menu: 'pages' },
  'pricing': { path: '/pages/pricing', icon: 'PaymentsOutlined', ability: read('Pricing'), messages: ['pricing'], menu: 'pages' },
  'blog-list': { path: '/pages/blog/list', icon: 'FormatListBulletedOutlined', ability: read('Blog'), messages: ['blog'], menu: 'blog' },
  'blog-detail': { path: '/pages/blog/detail', icon: 'ArticleOutlined', ability: read('Blog'), messages: ['blog'], menu: 'blog', bookmarkable: false },
  'blog-edit': { path: '/pages/blog/edit', icon: 'EditNoteOutlined', ability: read('Blog'), messages: ['blog'], menu: 'blog', bookmarkable: false },
  // In development and with the mock back end only (its "try it" calls the mock): the menu asks src/features/apiDocs/available.ts.
  'api-docs': { path: '/api-docs', icon: 'ApiOutlined', ability: read('ApiDocs'), messages: ['apiDocs'], menu: 'pages' },
  'misc-coming-soon': { path: '/misc/coming-soon', icon: 'HourglassEmptyOutlined', ability: null, menu: 'misc' },
  'misc-not-authorized': { path: '/misc/not-authorized', icon: 'BlockOutlined', ability: null, menu: 'misc', bookmarkable: false },
  'misc-maintenance': { path: '/misc/maintenance', icon: 'ConstructionOutlined', ability: null, menu: 'misc' },
  'misc-error': { path: '/misc/error', icon: 'ErrorOutlineOutlined', ability: null, menu: 'misc', bookmarkable: false },
  // The UI elements' demo pages show their examples' code with the kit's example block, whose words are its own catalog.
  'ui-element-index': { path: '/ui-element', icon: 'AutoAwesomeMosaicOutlined', ...UI_ELEMENT },
  'ui-element-typography': { path: '/ui-element/typography', icon: 'DescriptionOutlined', ...UI_ELEMENT },
  'ui-element-avatar': { path: '/ui-element/avatar', icon: 'AccountCircleOutlined', ...UI_ELEMENT },
  'ui-element-buttons': { path: '/ui-element/buttons', icon: 'TouchAppOutlined', ...UI_ELEMENT },
  'ui-element-button-group': { path: '/ui-element/button-group', icon: 'ViewAgendaOutlined', ...UI_ELEMENT },
  'ui-element-chips': { path: '/ui-element/chips', icon: 'CropSquareOutlined', ...UI_ELEMENT },
  'ui-element-badges': { path: '/ui-element/badges', icon: 'EmailOutlined', ...UI_ELEMENT },
  'ui-element-alerts': { path: '/ui-element/alerts', icon: 'ErrorOutlineOutlined', ...UI_ELEMENT },
  'ui-element-progress': { path: '/ui-element/progress', icon: 'HourglassEmptyOutlined', ...UI_ELEMENT },
  'ui-element-list': { path: '/ui-element/list', icon: 'FormatListBulletedOutlined', ...UI_ELEMENT },
  'ui-element-tabs': { path: '/ui-element/tabs', icon: 'SpaceDashboardOutlined', ...UI_ELEMENT },
  'ui-element-tooltips-popovers': { path: '/ui-element/tooltips-popovers', icon: 'ChatOutlined', ...UI_ELEMENT },
  'ui-element-pagination': { path: '/ui-element/pagination', icon: 'DatasetOutlined', ...UI_ELEMENT },
  'ui-element-breadcrumbs': { path: '/ui-element/breadcrumbs', icon: 'HomeOutlined', ...UI_ELEMENT },
  'ui-element-timeline': { path: '/ui-element/timeline', icon: 'InsightsOutlined', ...UI_ELEMENT },
  'components-index': { path: '/components', icon: 'SpaceDashboardOutlined', ...COMPONENTS },
  'components-accordion': { path: '/components/accordion', icon: 'FormatListBulletedOutlined', ...COMPONENTS },
  'components-dialogs': { path: '/components/dialogs', icon: 'CropSquareOutlined', ...COMPONENTS },
  'components-snackbars': { path: '/components/snackbars', icon: 'ChatOutlined', ...COMPONENTS },
  'components-menus': { path: '/components/menus', icon: 'AppsOutlined', ...COMPONENTS },
  'components-steppers': { path: '/components/steppers', icon: 'InsightsOutlined', ...COMPONENTS },
  'components-drawers': { path: '/components/drawers', icon: 'ViewAgendaOutlined', ...COMPONENTS },
  'components-rating': { path: '/components/rating', icon: 'FavoriteBorderOutlined', ...COMPONENTS },
  'components-slider': { path: '/components/slider', icon: 'TouchAppOutlined', ...COMPONENTS },
  'components-switches': { path: '/components/switches', icon: 'CheckBoxOutlined', ...COMPONENTS },
  'components-transfer-list': { path: '/components/transfer-list', icon: 'PeopleOutlined', ...COMPONENTS },
  'components-pickers': { path: '/components/pickers', icon: 'CalendarMonthOutlined', ...COMPONENTS },
  'components-tree-view': { path: '/components/tree-view', icon: 'FormatListBulletedOutlined', ...COMPONENTS },
  // The palette and the icon set, for a developer choosing a colour or an icon.
  'colors': { path: '/colors', icon: 'AutoAwesomeMosaicOutlined', ability: read('UiElement'), messages: ['colors'], menu: 'user-interface' },
  'icons': { path: '/icons', icon: 'WidgetsOutlined', ability: read('UiElement'), messages: ['icons'], menu: 'user-interface' },
  'cards-basic': { path: '/cards/basic', icon: 'CropSquareOutlined', ability: read('Card'), messages: ['cards'], menu: 'cards' },
  'cards-advance': { path: '/cards/advance', icon: 'AutoAwesomeMosaicOutlined', ability: read('Card'), messages: ['cards'], menu: 'cards' },
  'cards-statistics': { path: '/cards/statistics', icon: 'BarChartOutlined', ability: read('Dashboard'), messages: ['dashboard'], menu: 'cards' },
  'cards-analytics': { path: '/cards/analytics', icon: 'QueryStatsOutlined', ability: read('Dashboard'), messages: ['dashboard'], menu: 'cards' },
  'cards-actions': { path: '/cards/actions', icon: 'TouchAppOutlined', ability: read('Card'), messages: ['cards'], menu: 'cards' },
  'extensions-index': { path: '/extensions', icon: 'WidgetsOutlined', ...EXTENSIONS },
  'extensions-drag-and-drop': { path: '/extensions/drag-and-drop', icon: 'TouchAppOutlined', ...EXTENSIONS },
  'extensions-file-uploader': { path: '/extensions/file-uploader', icon: 'AddCircleOutlineOutlined', ...EXTENSIONS },
  'extensions-editor': { path: '/extensions/editor', icon: 'EditNoteOutlined', ...EXTENSIONS },
  'extensions-clipboard': { path: '/extensions/clipboard', icon: 'DescriptionOutlined', ...EXTENSIONS },
  'extensions-virtual-list': { path: '/extensions/virtual-list', icon: 'FormatListBulletedOutlined', ...EXTENSIONS },
  'extensions-carousel': { path: '/extensions/carousel', icon: 'ViewAgendaOutlined', ...EXTENSIONS },
  'extensions-tour': { path: '/extensions/tour', icon: 'HelpOutlineOutlined', ...EXTENSIONS },
  'extensions-i18n': { path: '/extensions/i18n', icon: 'ChatOutlined', ...EXTENSIONS },
  'extensions-export': { path: '/extensions/export', icon: 'TableChartOutlined', ...EXTENSIONS },
  'page-layout-collapsed-menu': { path: '/page-layout/collapsed-menu', icon: 'ViewAgendaOutlined', ...PAGE_LAYOUT },
  'page-layout-without-menu': { path: '/page-layout/without-menu', icon: 'CropSquareOutlined', ...PAGE_LAYOUT },
  'page-layout-layout-full': { path: '/page-layout/layout-full', icon: 'SpaceDashboardOutlined', ...PAGE_LAYOUT },
  'page-layout-layout-boxed': { path: '/page-layout/layout-boxed', icon: 'AutoAwesomeMosaicOutlined', ...PAGE_LAYOUT },
  'page-layout-without-navbar': { path: '/page-layout/without-navbar', icon: 'DescriptionOutlined', ...PAGE_LAYOUT },
  'page-layout-blank': { path: '/page-layout/blank', icon: 'DescriptionOutlined', ...PAGE_LAYOUT },
  'forms-index': { path: '/forms', icon: 'DynamicFormOutlined', ...FORMS },
  'forms-form-elements': { path: '/forms/form-elements', icon: 'EditNoteOutlined', ...FORMS },
  'forms-form-validation': { path: '/forms/form-validation', icon: 'CheckBoxOutlined', ...FORMS },
  'forms-form-layouts': { path: '/forms/form-layouts', icon: 'AutoAwesomeMosaicOutlined', ...FORMS },
  'forms-form-wizard': { path: '/forms/form-wizard', icon: 'ViewAgendaOutlined', ...FORMS },
  'tables': { path: '/tables', icon: 'TableChartOutlined', ability: read('Table'), messages: ['datatables'], menu: 'forms-tables' },
  'datatables-index': { path: '/datatables', icon: 'TableViewOutlined', ability: read('Table'), messages: ['datatables'], menu: 'datatables' },
  'datatables-basic': { path: '/datatables/basic', icon: 'GridOnOutlined', ability: read('Table'), messages: ['datatables'], menu: 'datatables' },
  'datatables-advanced': { path: '/datatables/advanced', icon: 'DatasetOutlined', ability: read('Table'), messages: ['datatables'], menu: 'datatables' },
  'datatables-editable': { path: '/datatables/editable', icon: 'EditOutlined', ability: read('Table'), messages: ['datatables'], menu: 'datatables' },
  'datatables-master-detail': { path: '/datatables/master-detail', icon: 'ViewAgendaOutlined', ability: read('Table'), messages: ['datatables'], menu: 'datatables' },
  'forms-autocomplete': { path: '/forms/autocomplete', icon: 'ManageSearchOutlined', ability: read('Form'), messages: ['autocomplete'], menu: 'forms' },
  'charts': { path: '/charts', icon: 'QueryStatsOutlined', ability: read('Chart'), messages: ['charts', 'example'], menu: 'charts-maps' },
  'maps': { path: '/maps', icon: 'InsightsOutlined', ability: read('Chart'), messages: ['maps'], menu: 'charts-maps' },
  'access-control': { path: '/access-control', icon: 'AdminPanelSettingsOutlined', ability: read('ACL') },
  ...versions('login', 'LoginOutlined'),
  ...versions('register', 'PersonAddOutlined'),
  ...versions('forgot-password', 'LockResetOutlined'),
  ...versions('reset-password', 'PasswordOutlined'),
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
