import { MENU_GROUPS, PAGES, type MenuGroupId, type Page } from '../../src/registry/pages'

/**
 * The demo catalogue's menu groups: pages of examples, each on the same shell (the kit's Example card,
 * src/components/example). The suites that look at every page take each of these pages where its own
 * content can fail (axe, the widest and the narrowest width), and the shell's behaviour (the tab's
 * name, the focus, the announcement) on a sample of each group: it is one mechanism for all of them.
 */
const CATALOGUE_GROUPS: readonly string[] = ['ui-element', 'components', 'extensions', 'forms', 'charts-maps']

/** Whether a page belongs to the demo catalogue (its menu group, or the group that holds it, is one of them). */
export function inCatalogue(page: Page): boolean {
  const group: MenuGroupId | undefined = page.menu
  return group !== undefined && (CATALOGUE_GROUPS.includes(group) || CATALOGUE_GROUPS.includes(MENU_GROUPS[group].in ?? ''))
}

/** The page shown at `path`, if it is one of the table's. */
export const pageOfPath = (path: string): Page | undefined => PAGES.find((page) => page.path === path)
