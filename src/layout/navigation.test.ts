import { describe, expect, it } from 'vitest'
import { PAGES } from '@/registry/pages'
import { loadPageNames } from '@/registry/names'
import { TOP_MENU_ICONS } from './TopMenuIcon'
import { allowAll, isNavItemActive, menuTree, visibleNavItems, type Can, type NavItem } from './navigation'

// The names of the languages these tests read, loaded as the app loads them with each language.
await Promise.all((['en', 'de', 'fr'] as const).map(loadPageNames))
const navItems = menuTree('en')
const label = (id: string) => id
const leaf = (id: string, extra: Partial<NavItem> = {}): NavItem => ({ id, label: label(id), icon: 'Circle', to: '/', ...extra })
const group = (id: string, children: NavItem[], extra: Partial<NavItem> = {}): NavItem => ({
  id,
  label: label(id),
  icon: 'Circle',
  children,
  ...extra,
})

const ids = (items: NavItem[]): unknown => items.map((i) => (i.children ? { [i.id]: ids(i.children) } : i.id))

const tree: NavItem[] = [
  group('dashboards', [leaf('home'), leaf('analytics', { ability: { action: 'read', subject: 'Analytics' } })]),
  group('admin', [leaf('users', { ability: { action: 'manage', subject: 'User' } })]),
  group(
    'pages',
    [group('misc', [leaf('error'), leaf('secret', { ability: { action: 'manage', subject: 'all' } })])],
    { ability: { action: 'read', subject: 'Pages' } },
  ),
  leaf('acl', { ability: { action: 'read', subject: 'ACL' } }),
]

describe('visibleNavItems', () => {
  it('keeps everything when every ability is granted', () => {
    expect(visibleNavItems(tree, allowAll)).toEqual(tree)
  })

  it('drops items the user may not open, at any depth', () => {
    const can: Can = (action, subject) => !(action === 'manage' && subject === 'all') && subject !== 'Analytics'
    expect(ids(visibleNavItems(tree, can))).toEqual([
      { dashboards: ['home'] },
      { admin: ['users'] },
      { pages: [{ misc: ['error'] }] },
      'acl',
    ])
  })

  it('drops a group whose children are all refused, and groups left empty above it', () => {
    const onlyRead: Can = (action, subject) => action === 'read' && subject !== 'Pages'
    const visible = visibleNavItems(tree, onlyRead)
    expect(ids(visible)).toEqual([{ dashboards: ['home', 'analytics'] }, 'acl'])
  })

  it('drops a whole group when the group itself is refused', () => {
    const noPages: Can = (_a, subject) => subject !== 'Pages'
    expect(visibleNavItems(tree, noPages).map((i) => i.id)).not.toContain('pages')
  })

  it('asks about each ability with its action and subject, and does not change the input', () => {
    const asked: string[] = []
    const snapshot = JSON.stringify(ids(tree))
    visibleNavItems(tree, (action, subject) => {
      asked.push(`${action}:${subject}`)
      return false
    })
    expect(asked).toEqual(expect.arrayContaining(['read:Analytics', 'manage:User', 'read:Pages', 'read:ACL']))
    expect(JSON.stringify(ids(tree))).toBe(snapshot)
  })

  it('drops a leaf whose route the user may not open, and a group left empty by it', () => {
    const visible = visibleNavItems(tree, allowAll, () => false)
    expect(visible).toEqual([])
  })

  it('returns nothing when nothing may be opened', () => {
    const gated = tree.map((i) => ({ ...i, ability: { action: 'read', subject: 'X' } }))
    expect(visibleNavItems(gated, () => false)).toEqual([])
  })
})

describe('the app menu', () => {
  it('draws the icon of each top-level entry (the vertical menu has those only, not the fallback)', () => {
    expect(navItems.length).toBeGreaterThan(0)
    expect(navItems.map((item) => item.icon).filter((icon) => !(icon in TOP_MENU_ICONS))).toEqual([])
  })

  it("opens only pages of the app's table, at their addresses", () => {
    const leaves: NavItem[] = []
    const walk = (items: NavItem[]) => items.forEach((i) => (i.children ? walk(i.children) : leaves.push(i)))
    walk(navItems)
    const paths = new Set(PAGES.map((page) => page.path))
    expect(leaves.filter((leaf) => !paths.has(leaf.to!)).map((leaf) => leaf.id)).toEqual([])
    expect(leaves.find((leaf) => leaf.id === 'user-list')?.to).toBe('/apps/user/list')
  })

  it('lists the groups and pages in the order of the table, named in the language asked for', () => {
    expect(ids(navItems)).toEqual([
      { dashboards: ['home', 'dashboard-analytics'] },
      {
        apps: [
          'email',
          'chat',
          'todo',
          'calendar',
          { ecommerce: ['ecommerce-shop', 'ecommerce-product-detail', 'ecommerce-wishlist', 'ecommerce-checkout', 'ecommerce-orders'] },
          { users: ['user-list', 'user-view', 'user-edit'] },
          { invoice: ['invoice-list', 'invoice-preview', 'invoice-edit', 'invoice-add'] },
        ],
      },
      {
        pages: [
          'account-settings', 'profile', 'faq', 'knowledge-base', 'pricing',
          { blog: ['blog-list', 'blog-detail', 'blog-edit'] },
          'api-docs',
          { misc: ['misc-coming-soon', 'misc-not-authorized', 'misc-maintenance', 'misc-error'] },
        ],
      },
      {
        'user-interface': [
          {
            'ui-element': [
              'ui-element-index',
              'ui-element-typography',
              'ui-element-avatar',
              'ui-element-buttons',
              'ui-element-button-group',
              'ui-element-chips',
              'ui-element-badges',
              'ui-element-alerts',
              'ui-element-progress',
              'ui-element-list',
              'ui-element-tabs',
              'ui-element-tooltips-popovers',
              'ui-element-pagination',
              'ui-element-breadcrumbs',
              'ui-element-timeline',
            ],
          },
          {
            components: [
              'components-index',
              'components-accordion',
              'components-dialogs',
              'components-snackbars',
              'components-menus',
              'components-steppers',
              'components-drawers',
              'components-rating',
              'components-slider',
              'components-switches',
              'components-transfer-list',
              'components-pickers',
              'components-tree-view',
            ],
          },
          'colors',
          'icons',
          { cards: ['cards-basic', 'cards-advance', 'cards-statistics', 'cards-analytics', 'cards-actions'] },
          {
            extensions: [
              'extensions-index',
              'extensions-drag-and-drop',
              'extensions-file-uploader',
              'extensions-editor',
              'extensions-clipboard',
              'extensions-virtual-list',
              'extensions-carousel',
              'extensions-tour',
              'extensions-i18n',
              'extensions-export',
            ],
          },
          {
            'page-layout': [
              'page-layout-collapsed-menu',
              'page-layout-without-menu',
              'page-layout-layout-full',
              'page-layout-layout-boxed',
              'page-layout-without-navbar',
              'page-layout-blank',
            ],
          },
        ],
      },
      {
        'forms-tables': [
          { forms: ['forms-index', 'forms-form-elements', 'forms-form-validation', 'forms-form-layouts', 'forms-form-wizard', 'forms-autocomplete'] },
          'tables',
          { datatables: ['datatables-index', 'datatables-basic', 'datatables-advanced', 'datatables-editable', 'datatables-master-detail'] },
        ],
      },
      { 'charts-maps': ['charts', 'maps'] },
    ])
    const german = menuTree('de')
    expect(german.map((item) => item.label)).toEqual(['Dashboards', 'Apps', 'Seiten', 'Benutzeroberfläche', 'Formulare & Tabellen', 'Diagramme & Karten'])
    expect(german[1]!.children!.find((item) => item.id === 'users')!.children!.map((item) => item.label)).toEqual(['Liste', 'Ansehen', 'Bearbeiten'])
    expect(menuTree('fr')[2]!.children!.map((item) => item.label)).toEqual(['Paramètres du compte', 'Profil', 'FAQ', 'Base de connaissances', 'Tarifs', 'Blog', "Référence de l'API", 'Divers'])
  })

  it('is not built in a language whose names have not loaded, rather than show them missing', () => {
    expect(() => menuTree('pt')).toThrow('The page names in "pt" have not been loaded')
  })

  it('leaves out the pages it is told to', () => {
    const pages = menuTree('en', (page) => page.id !== 'api-docs').find((item) => item.id === 'pages')!
    expect(pages.children!.map((item) => item.id)).toEqual(['account-settings', 'profile', 'faq', 'knowledge-base', 'pricing', 'blog', 'misc'])
  })

  it('has unique ids and only leaves with routes', () => {
    const all: NavItem[] = []
    const walk = (items: NavItem[]) => items.forEach((i) => (all.push(i), i.children && walk(i.children)))
    walk(navItems)
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length)
    for (const item of all) expect(Boolean(item.to) !== Boolean(item.children?.length)).toBe(true)
  })

  it('marks the current page and the groups leading to it as active', () => {
    const byId = (id: string) => navItems.find((item) => item.id === id)
    const [dashboards, pages] = [byId('dashboards'), byId('pages')]
    expect(isNavItemActive(dashboards!, '/')).toBe(true)
    expect(isNavItemActive(pages!, '/')).toBe(false)
    expect(isNavItemActive(pages!, '/misc/maintenance')).toBe(true)
    expect(isNavItemActive(pages!, '/misc/maintenance/')).toBe(true)
    expect(isNavItemActive(pages!, '/misc')).toBe(false)
  })

  it('keeps an app active on its own sub-pages, and only there', () => {
    const apps = navItems.find((item) => item.id === 'apps')!
    expect(isNavItemActive(apps, '/apps/email')).toBe(true)
    expect(isNavItemActive(apps, '/apps/email/label/company')).toBe(true)
    expect(isNavItemActive(apps, '/apps/emailer')).toBe(false)
    expect(isNavItemActive(apps, '/tables')).toBe(false)
  })
})
