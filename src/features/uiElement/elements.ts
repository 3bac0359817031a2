import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '@/registry/pages'

/** A UI element's demo page: its page of the table (address, title) and the line that says what the element is for. */
export interface UiElement {
  page: PageId
  description: MessageDescriptor
}

/** The UI elements, in the menu's order: the index lists them, each page says its line under its title. */
export const UI_ELEMENTS = [
  { page: 'ui-element-typography', description: msg`Headings, body text, colours and weights of the type scale.` },
  { page: 'ui-element-avatar', description: msg`Pictures, initials and icons that stand for a person or a thing.` },
  { page: 'ui-element-buttons', description: msg`Actions in every variant, colour and size, with icons and states.` },
  { page: 'ui-element-button-group', description: msg`Related actions side by side, as one control.` },
  { page: 'ui-element-chips', description: msg`Compact elements for tags, filters, choices and people.` },
  { page: 'ui-element-badges', description: msg`Counts and dots on an icon or an avatar.` },
  { page: 'ui-element-alerts', description: msg`Short messages about the state of a task, in four severities.` },
  { page: 'ui-element-progress', description: msg`Spinners and bars that show that something is under way.` },
  { page: 'ui-element-list', description: msg`Rows of text with icons, avatars and actions.` },
  { page: 'ui-element-tabs', description: msg`Views at the same level, one shown at a time.` },
  { page: 'ui-element-tooltips-popovers', description: msg`Hints on hover or focus, and small panels on a click.` },
  { page: 'ui-element-pagination', description: msg`The way through the pages of a long list.` },
  { page: 'ui-element-breadcrumbs', description: msg`Where a page sits, with the way back up.` },
  { page: 'ui-element-timeline', description: msg`Events in order, with their times, icons and details.` },
] as const satisfies readonly UiElement[]

export type UiElementPage = (typeof UI_ELEMENTS)[number]['page']

/** The element a page shows. */
export const elementOf = (page: UiElementPage): UiElement => UI_ELEMENTS.find((element) => element.page === page)!
