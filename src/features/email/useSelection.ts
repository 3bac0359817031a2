import { useState } from 'react'
import { keepListed, NO_SELECTION, selectAllState, toggleAll, toggleOne, type Selection } from './selection'

/**
 * The list's selection. It belongs to one place (folder or label): going elsewhere starts with none,
 * and it never holds a mail that is not listed.
 */
export function useSelection(listed: readonly number[], place: string) {
  // Stored with the place it was made in, so a new place reads as empty without an effect.
  const [stored, setStored] = useState<{ place: string; ids: Selection }>({ place, ids: NO_SELECTION })
  const selection = stored.place === place ? keepListed(stored.ids, listed) : NO_SELECTION
  const set = (ids: Selection) => setStored({ place, ids })

  return {
    selection,
    allState: selectAllState(selection, listed),
    toggle: (id: number) => set(toggleOne(selection, id)),
    toggleAll: () => set(toggleAll(selection, listed)),
    clear: () => set(NO_SELECTION),
  }
}
