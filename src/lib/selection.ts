import { useState } from 'react'

/**
 * Selecting items of a list: one at a time, all listed, or none. Pure functions over a set of ids,
 * so the rules are tested without a screen; `useSelection` holds one for a list on screen.
 */
export type Selection<Id = number> = ReadonlySet<Id>

export const NO_SELECTION: Selection<never> = new Set()

/** How a "select all" checkbox shows: unchecked, indeterminate or checked. */
export type SelectAllState = 'none' | 'some' | 'all'

export function selectAllState<Id>(selection: Selection<Id>, listed: readonly Id[]): SelectAllState {
  if (selection.size === 0 || listed.length === 0) return 'none'
  return listed.every((id) => selection.has(id)) ? 'all' : 'some'
}

/** Selects or unselects one item. */
export function toggleOne<Id>(selection: Selection<Id>, id: Id): Selection<Id> {
  const next = new Set(selection)
  if (!next.delete(id)) next.add(id)
  return next
}

/** The "select all" checkbox: with everything listed selected it clears, otherwise it selects every listed item. */
export function toggleAll<Id>(selection: Selection<Id>, listed: readonly Id[]): Selection<Id> {
  return selectAllState(selection, listed) === 'all' ? NO_SELECTION : new Set(listed)
}

/** Only the selected items still listed: one moved away or filtered out by a search is no longer selected. */
export function keepListed<Id>(selection: Selection<Id>, listed: readonly Id[]): Selection<Id> {
  const kept = listed.filter((id) => selection.has(id))
  return kept.length === selection.size ? selection : new Set(kept)
}

/**
 * The selection of a list on screen. It belongs to one `scope` (a folder, a filter...): another
 * scope starts with none, and it never holds an item that is not listed.
 */
export function useSelection<Id>(listed: readonly Id[], scope: string) {
  // Stored with the scope it was made in, so a new scope reads as empty without an effect.
  const [stored, setStored] = useState<{ scope: string; ids: Selection<Id> }>({ scope, ids: NO_SELECTION })
  const selection = stored.scope === scope ? keepListed(stored.ids, listed) : NO_SELECTION
  const set = (ids: Selection<Id>) => setStored({ scope, ids })

  return {
    selection,
    allState: selectAllState(selection, listed),
    toggle: (id: Id) => set(toggleOne(selection, id)),
    toggleAll: () => set(toggleAll(selection, listed)),
    clear: () => set(NO_SELECTION),
  }
}
