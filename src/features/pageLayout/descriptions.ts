import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageLayoutPage } from './layouts'

/** What each layout page shows, under its title. */
export const DESCRIPTIONS: Record<PageLayoutPage, MessageDescriptor> = {
  'page-layout-collapsed-menu': msg`The vertical menu narrowed to its icons: it opens over the page while the pointer rests on it.`,
  'page-layout-without-menu': msg`No menu beside or under the navbar: the content takes the whole width.`,
  'page-layout-layout-full': msg`The content stretches across the whole window, however wide it is.`,
  'page-layout-layout-boxed': msg`The content stops growing at a comfortable width and stays centred on wide screens.`,
  'page-layout-without-navbar': msg`No bar at the top: the page starts with its own content.`,
  'page-layout-blank': msg`Nothing but the page: no menu, navbar or footer.`,
}

/** How it behaves in each menu layout and on small screens: what someone choosing it should know. */
export const NOTES: Record<PageLayoutPage, MessageDescriptor> = {
  'page-layout-collapsed-menu': msg`Only the vertical menu collapses: the horizontal menu has no narrow form, so this page shows the vertical menu whatever your menu layout. On a phone the menu opens from the navbar's menu button, at full width.`,
  'page-layout-without-menu': msg`It hides the vertical menu and the horizontal one alike. On a phone the navbar's menu button still opens the menu, so every page stays within reach.`,
  'page-layout-layout-full': msg`Suits wide tables, boards and dashboards. The navbar and the footer follow the content's width.`,
  'page-layout-layout-boxed': msg`Suits pages of text and forms on large monitors. On a window narrower than the box, it looks the same as full width.`,
  'page-layout-without-navbar': msg`Search, language, notifications and the user menu are on the navbar, so they are out of reach here; the button on the window's edge still opens the customizer. On a phone there is no menu button either: use the page's own links.`,
  'page-layout-blank': msg`For sign-in screens, errors, maintenance notices and pages to print. The page must offer its own way back.`,
}
