import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SearchGroup } from '@/api/contract/search'

/** The back end names groups by fixed identifiers; the screen shows them in the user's language. */
export const GROUP_LABELS: Record<SearchGroup['groupTitle'], MessageDescriptor> = {
  Pages: msg`Pages`,
  Files: msg`Files`,
  Contacts: msg`Contacts`,
}
