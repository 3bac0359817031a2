import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '@/registry/pages'

/** A component's demo page: its page of the table (address, title) and the line that says what the component is for. */
export interface ComponentDemo {
  page: PageId
  description: MessageDescriptor
}

/** The components, in the menu's order: the index lists them, each page says its line under its title. */
export const COMPONENT_DEMOS = [
  { page: 'components-accordion', description: msg`Sections that open and close, one or several at a time.` },
  { page: 'components-dialogs', description: msg`Windows over the page for a decision, a form or a long read.` },
  { page: 'components-snackbars', description: msg`Short messages at the bottom of the window, with an action.` },
  { page: 'components-menus', description: msg`Lists of choices that open from a button or a right click.` },
  { page: 'components-steppers', description: msg`A task in steps, forward and back, with what was typed kept.` },
  { page: 'components-drawers', description: msg`Panels that slide in from an edge, over the page or beside it.` },
  { page: 'components-rating', description: msg`Stars, hearts or any icon to give a score.` },
  { page: 'components-slider', description: msg`A value or a range, chosen along a track.` },
  { page: 'components-switches', description: msg`Switches, checkboxes and radio buttons for settings and choices.` },
  { page: 'components-transfer-list', description: msg`Items moved between two lists: available and chosen.` },
  { page: 'components-pickers', description: msg`Dates and times, in the calendar and the format of the active language.` },
  { page: 'components-tree-view', description: msg`Nested items that open and close: folders, categories, permissions.` },
] as const satisfies readonly ComponentDemo[]

export type ComponentDemoPage = (typeof COMPONENT_DEMOS)[number]['page']

/** The component a page shows. */
export const demoOf = (page: ComponentDemoPage): ComponentDemo => COMPONENT_DEMOS.find((demo) => demo.page === page)!
