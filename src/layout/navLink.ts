import { Link } from '@tanstack/react-router'
import type { NavItem } from './navigation'

/**
 * What makes a menu entry a link to its page, in every menu alike: the router's link, the test id
 * `nav-<id>` that end-to-end suites use, and `aria-current` on the current page's entry.
 */
export function navLinkProps(item: NavItem, active: boolean) {
  return {
    component: Link,
    to: item.to,
    'data-testid': `nav-${item.id}`,
    'aria-current': active ? ('page' as const) : undefined,
  }
}
