import { arrayMove } from '@dnd-kit/sortable'

/** Which cards each list holds, in their order: list id to card ids. */
export type Lists = Readonly<Record<string, readonly string[]>>

/** The list a card is in, or the list itself when the id is a list's (an empty list is a drop target of its own). */
export function listOf(lists: Lists, id: string): string | undefined {
  if (id in lists) return id
  return Object.keys(lists).find((list) => lists[list]?.includes(id))
}

/**
 * While a card is dragged over another list, it moves there: before the card it is over, or at the end
 * of an empty list. Over its own list it stays (the sortable list shows its place until it is dropped).
 */
export function moveAcross(lists: Lists, active: string, over: string): Lists {
  const from = listOf(lists, active)
  const to = listOf(lists, over)
  if (!from || !to || from === to) return lists
  const target = lists[to] ?? []
  const overIndex = target.indexOf(over)
  const index = overIndex === -1 ? target.length : overIndex
  return { ...lists, [from]: (lists[from] ?? []).filter((id) => id !== active), [to]: [...target.slice(0, index), active, ...target.slice(index)] }
}

/** Dropped over a card of its own list: the card takes that card's place. */
export function moveWithin(lists: Lists, active: string, over: string): Lists {
  const list = listOf(lists, active)
  if (!list || list !== listOf(lists, over) || active === over) return lists
  const ids = lists[list] ?? []
  const to = ids.indexOf(over)
  if (to === -1) return lists
  return { ...lists, [list]: arrayMove([...ids], ids.indexOf(active), to) }
}

/** Where a card is: its list and its place there, counted from 1, with the list's length. */
export function placeOf(lists: Lists, id: string): { list: string; position: number; total: number } | undefined {
  const list = listOf(lists, id)
  if (!list || list === id) return undefined
  const ids = lists[list] ?? []
  return { list, position: ids.indexOf(id) + 1, total: ids.length }
}
