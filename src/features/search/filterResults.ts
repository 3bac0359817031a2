import type { ContactSearchItem, FileSearchItem, PageSearchItem, SearchGroup } from '@/api/contract/search'

/** One selectable result, whatever its group. */
export type SearchResult =
  | { kind: 'page'; item: PageSearchItem }
  | { kind: 'file'; item: FileSearchItem }
  | { kind: 'contact'; item: ContactSearchItem }

export interface ResultGroup {
  groupTitle: SearchGroup['groupTitle']
  results: SearchResult[]
}

const contains = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle)

/** Where a contact is written to, and where files come from. */
const MAIL_APP = '/apps/email'

/** Which fields the typed text is matched against, per group. */
function resultsOf(group: SearchGroup, needle: string, canOpen: (link: string) => boolean): SearchResult[] {
  switch (group.groupTitle) {
    case 'Pages':
      return group.data
        .filter((p) => (contains(p.title, needle) || p.keywords?.some((word) => contains(word, needle))) && canOpen(p.link))
        .map((item) => ({ kind: 'page', item }))
    // Files and contacts are the mail app's: offered only to who may open it.
    case 'Files':
      return group.data
        .filter((f) => canOpen(MAIL_APP) && (contains(f.title, needle) || contains(f.by, needle)))
        .map((item) => ({ kind: 'file', item }))
    case 'Contacts':
      return group.data
        .filter((c) => canOpen(MAIL_APP) && (contains(c.title, needle) || contains(c.email, needle)))
        .map((item) => ({ kind: 'contact', item }))
  }
}

/**
 * The search index narrowed to the typed text (case-insensitive, ignoring surrounding spaces),
 * pages the user may open only, at most `searchLimit` results per group, in the back end's group order. Groups left empty are
 * dropped, so the list never shows a heading over nothing.
 */
export function filterResults(
  groups: readonly SearchGroup[],
  query: string,
  /** Pages the user may not open are left out (see `useCanOpen`), and files and contacts without the mail app. */
  canOpen: (link: string) => boolean = () => true,
): ResultGroup[] {
  const needle = query.trim().toLocaleLowerCase()
  return groups
    .map((group) => ({ groupTitle: group.groupTitle, results: resultsOf(group, needle, canOpen).slice(0, group.searchLimit) }))
    .filter((group) => group.results.length > 0)
}
