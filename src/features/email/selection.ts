/**
 * Selecting mails in the list (SPEC section 4): one at a time, all listed, or none. Pure functions
 * over a set of ids, so the rules are tested without a screen.
 */
export type Selection = ReadonlySet<number>

export const NO_SELECTION: Selection = new Set()

/** How the "select all" checkbox shows: unchecked, indeterminate or checked. */
export type SelectAllState = 'none' | 'some' | 'all'

export function selectAllState(selection: Selection, listed: readonly number[]): SelectAllState {
  if (selection.size === 0 || listed.length === 0) return 'none'
  return listed.every((id) => selection.has(id)) ? 'all' : 'some'
}

/** Selects or unselects one mail. */
export function toggleOne(selection: Selection, id: number): Selection {
  const next = new Set(selection)
  if (!next.delete(id)) next.add(id)
  return next
}

/** The "select all" checkbox: with everything listed selected it clears, otherwise it selects every listed mail. */
export function toggleAll(selection: Selection, listed: readonly number[]): Selection {
  return selectAllState(selection, listed) === 'all' ? NO_SELECTION : new Set(listed)
}

/** Only the selected mails still listed: a mail moved away or filtered out by a search is no longer selected. */
export function keepListed(selection: Selection, listed: readonly number[]): Selection {
  const kept = listed.filter((id) => selection.has(id))
  return kept.length === selection.size ? selection : new Set(kept)
}
