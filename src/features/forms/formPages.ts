import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '@/registry/pages'

/** A page of the forms group: its page of the table (address, title) and the line that says what it shows. */
export interface FormPage {
  page: PageId
  description: MessageDescriptor
}

/** The forms group's pages, in the menu's order: the index lists them, each demo page says its line under its title. */
export const FORM_PAGES = [
  { page: 'forms-form-elements', description: msg`Text fields, selects, choices, sliders, files, masks and date pickers.` },
  { page: 'forms-form-validation', description: msg`Rules checked as the user leaves a field and on submit, with clear messages.` },
  { page: 'forms-form-layouts', description: msg`Vertical, horizontal and multi-column forms, with sections and sticky actions.` },
  { page: 'forms-form-wizard', description: msg`A long form in steps, each checked before the next one opens.` },
  { page: 'forms-autocomplete', description: msg`Suggestions while typing, from a list or from the server.` },
] as const satisfies readonly FormPage[]

export type FormPageId = (typeof FORM_PAGES)[number]['page']
/** The pages that show examples with their code (the autocomplete page is a screen of its own). */
export type FormDemoPageId = Exclude<FormPageId, 'forms-autocomplete'>

/** The line of a page of the group. */
export const formPageOf = (page: FormPageId): FormPage => FORM_PAGES.find((form) => form.page === page)!
