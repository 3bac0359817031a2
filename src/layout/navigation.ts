import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined'
import CropSquareOutlined from '@mui/icons-material/CropSquareOutlined'
import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined'
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined'
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import TableViewOutlined from '@mui/icons-material/TableViewOutlined'
import GridOnOutlined from '@mui/icons-material/GridOnOutlined'
import DatasetOutlined from '@mui/icons-material/DatasetOutlined'
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined'
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined'
import ApiOutlined from '@mui/icons-material/ApiOutlined'
import { apiDocsAvailable } from '@/features/apiDocs/available'
import { isBelow, samePath } from '@/lib/paths'
import { PAGES, type PageId } from '@/registry/pages'

/** A path the router knows: a typo in the menu is a type error, not a dead link. */
export type AppPath = Extract<NonNullable<LinkProps['to']>, `/${string}`>

export interface NavAbility {
  action: string
  subject: string
}

export interface NavItem {
  /** Stable and unique across the whole tree: used as React key and for test ids. */
  id: string
  label: MessageDescriptor
  icon: ComponentType<SvgIconProps>
  /** A leaf opens this route; a group (with children) has no route of its own. */
  to?: AppPath
  /** Also active on the pages below `to`: an app whose own pages are sub-paths (/apps/email/inbox). */
  matchNested?: boolean
  /** What the user must be allowed to do to see this item; none means everyone sees it. */
  ability?: NavAbility
  children?: NavItem[]
}

export type Can = (action: string, subject: string) => boolean

/**
 * A menu entry opening a page of the app's table of pages (src/registry/pages.ts), which gives its
 * address: the menu says where an entry sits and what it is called there ("List" under Users).
 */
function pageItem(page: PageId, item: Omit<NavItem, 'to' | 'children'>): NavItem {
  const row = PAGES.find((candidate) => candidate.id === page)
  if (!row) throw new Error(`The menu names "${page}", which the table of pages lacks`)
  return { ...item, to: row.path as AppPath }
}

/**
 * The one menu of the app. Both the horizontal and the vertical menu render this list, so an item
 * added here shows up in both. Groups follow the route index of the product: Dashboards, Apps, Pages...
 * Each entry opens a page of the table of pages (src/registry/pages.ts), which gives its address.
 */
export const navItems: NavItem[] = [
  {
    id: 'dashboards',
    label: msg`Dashboards`,
    icon: SpaceDashboardOutlined,
    children: [
      pageItem('home', { id: 'home', label: msg`eCommerce`, icon: ShoppingCartOutlined }),
      pageItem('dashboard-analytics', { id: 'dashboard-analytics', label: msg`Analytics`, icon: InsightsOutlined }),
    ],
  },
  {
    id: 'apps',
    label: msg`Apps`,
    icon: AppsOutlined,
    children: [
      pageItem('email', { id: 'email', label: msg`Email`, icon: EmailOutlined, matchNested: true }),
      {
        id: 'users',
        label: msg`Users`,
        icon: PeopleOutlined,
        children: [
          pageItem('user-list', { id: 'user-list', label: msg`List`, icon: FormatListBulletedOutlined }),
          pageItem('user-view', { id: 'user-view', label: msg`View`, icon: VisibilityOutlined, matchNested: true }),
          pageItem('user-edit', { id: 'user-edit', label: msg`Edit`, icon: EditOutlined, matchNested: true }),
        ],
      },
      {
        id: 'invoice',
        label: msg`Invoice`,
        icon: ReceiptLongOutlined,
        children: [
          pageItem('invoice-list', { id: 'invoice-list', label: msg`List`, icon: FormatListBulletedOutlined }),
          pageItem('invoice-preview', { id: 'invoice-preview', label: msg`Preview`, icon: VisibilityOutlined, matchNested: true }),
          pageItem('invoice-edit', { id: 'invoice-edit', label: msg`Edit`, icon: EditOutlined, matchNested: true }),
          pageItem('invoice-add', { id: 'invoice-add', label: msg`Add`, icon: AddCircleOutlineOutlined }),
        ],
      },
    ],
  },
  {
    id: 'pages',
    label: msg`Pages`,
    icon: DescriptionOutlined,
    children: [
      pageItem('account-settings', { id: 'account-settings', label: msg`Account Settings`, icon: ManageAccountsOutlined }),
      pageItem('profile', { id: 'profile', label: msg`Profile`, icon: AccountCircleOutlined }),
      // The API reference: in development and with the mock back end only (its "try it" calls the mock).
      ...(apiDocsAvailable() ? [pageItem('api-docs', { id: 'api-docs', label: msg`API Reference`, icon: ApiOutlined })] : []),
      {
        id: 'misc',
        label: msg`Miscellaneous`,
        icon: WidgetsOutlined,
        children: [
          pageItem('misc-coming-soon', { id: 'coming-soon', label: msg`Coming Soon`, icon: HourglassEmptyOutlined }),
          pageItem('misc-not-authorized', { id: 'not-authorized', label: msg`Not Authorized`, icon: BlockOutlined }),
          pageItem('misc-maintenance', { id: 'maintenance', label: msg`Maintenance`, icon: ConstructionOutlined }),
          pageItem('misc-error', { id: 'error', label: msg`Error`, icon: ErrorOutlineOutlined }),
        ],
      },
    ],
  },
  {
    id: 'user-interface',
    label: msg`User Interface`,
    icon: DashboardCustomizeOutlined,
    children: [
      {
        id: 'cards',
        label: msg`Cards`,
        icon: ViewAgendaOutlined,
        children: [
          pageItem('cards-basic', { id: 'cards-basic', label: msg`Basic`, icon: CropSquareOutlined }),
          pageItem('cards-advance', { id: 'cards-advance', label: msg`Advance`, icon: AutoAwesomeMosaicOutlined }),
          pageItem('cards-statistics', { id: 'cards-statistics', label: msg`Statistics`, icon: BarChartOutlined }),
          pageItem('cards-analytics', { id: 'cards-analytics', label: msg`Analytics`, icon: QueryStatsOutlined }),
          pageItem('cards-actions', { id: 'cards-actions', label: msg`Actions`, icon: TouchAppOutlined }),
        ],
      },
    ],
  },
  {
    id: 'forms-tables',
    label: msg`Forms & Tables`,
    icon: DynamicFormOutlined,
    children: [
      pageItem('tables', { id: 'tables', label: msg`Tables`, icon: TableChartOutlined }),
      {
        id: 'datatables',
        label: msg`Datatables`,
        icon: TableViewOutlined,
        children: [
          pageItem('datatables-basic', { id: 'datatables-basic', label: msg`Basic`, icon: GridOnOutlined }),
          pageItem('datatables-advanced', { id: 'datatables-advanced', label: msg`Advanced`, icon: DatasetOutlined }),
        ],
      },
      pageItem('forms-autocomplete', { id: 'forms-autocomplete', label: msg`Autocomplete`, icon: ManageSearchOutlined }),
    ],
  },
]

/** Everybody may open everything (for tests and previews without a session). */
export const allowAll: Can = () => true

/**
 * The items this user may open: an item whose ability is refused disappears with its children,
 * and a group left with nothing to open disappears too, so the menu never shows an empty header.
 */
export function visibleNavItems(
  items: readonly NavItem[],
  can: Can,
  /** Whether the user may open a leaf's route (by the ability the route declares). */
  canOpen: (to: string) => boolean = () => true,
): NavItem[] {
  const visible: NavItem[] = []
  for (const item of items) {
    if (item.ability && !can(item.ability.action, item.ability.subject)) continue
    if (item.to && !canOpen(item.to)) continue
    if (item.children) {
      const children = visibleNavItems(item.children, can, canOpen)
      if (children.length === 0 && !item.to) continue
      visible.push({ ...item, children })
    } else {
      visible.push(item)
    }
  }
  return visible
}

/** True when the item is the current page or leads to it, so its group shows as active and opens. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to && (samePath(item.to, pathname) || (item.matchNested && isBelow(item.to, pathname)))) return true
  return item.children?.some((child) => isNavItemActive(child, pathname)) ?? false
}
