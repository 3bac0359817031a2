import type { LinkProps } from '@tanstack/react-router'
import type { Language } from '@/i18n/languages'
import { isBelow, samePath } from '@/lib/paths'
import { MENU_GROUPS, PAGES, type MenuGroupId, type Page } from '@/registry/pages'
import { pageNames } from '@/registry/names'

/** A path the router knows: a typo in the menu is a type error, not a dead link. */
export type AppPath = Extract<NonNullable<LinkProps['to']>, `/${string}`>

export interface NavAbility {
  action: string
  subject: string
}

export interface NavItem {
  /** Stable and unique across the whole tree (a page's or group's id): used as React key and for test ids. */
  id: string
  /** In the language the menu was built for. */
  label: string
  /** Its @mui/icons-material name: both menus draw their top level's (TopMenuIcon), the horizontal menu's dropdowns every entry's (LazyPageIcon). */
  icon: string
  /** A leaf opens this route (and is active on the pages below it); a group (with children) has no route of its own. */
  to?: AppPath
  /** What the user must be allowed to do to see this item; none means everyone sees it. */
  ability?: NavAbility
  children?: NavItem[]
}

export type Can = (action: string, subject: string) => boolean

/**
 * The one menu of the app, in `language`, built from the table of pages (src/registry/pages.ts):
 * each page with a `menu` group is listed in it, in the table's order; a group sits where its first
 * page (or subgroup) appears. Both the horizontal and the vertical menu render this tree. The names
 * in `language` have loaded with it (src/registry/names).
 * `include` leaves pages out (the API reference where the build has no mock to try it on).
 */
export function menuTree(language: Language, include: (page: Page) => boolean = () => true): NavItem[] {
  const names = pageNames(language)
  const top: NavItem[] = []
  const groups = new Map<MenuGroupId, NavItem>()
  const groupItem = (id: MenuGroupId): NavItem => {
    const known = groups.get(id)
    if (known) return known
    const group: NavItem = { id, label: names.groups[id], icon: MENU_GROUPS[id].icon, children: [] }
    groups.set(id, group)
    const parent = MENU_GROUPS[id].in
    ;(parent ? groupItem(parent).children! : top).push(group)
    return group
  }
  for (const page of PAGES) {
    if (!page.menu || !include(page)) continue
    const label = names.menu[page.id] ?? names.titles[page.id]
    groupItem(page.menu).children!.push({ id: page.id, label, icon: page.icon, to: page.path as AppPath })
  }
  return top
}

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
  if (item.to && (samePath(item.to, pathname) || (item.to !== '/' && isBelow(item.to, pathname)))) return true
  return item.children?.some((child) => isNavItemActive(child, pathname)) ?? false
}
