import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { SidebarLink } from '@/components/SidebarLink'
import { visuallyHidden } from '@/components/visuallyHidden'
import type { TaskSort } from '@/api/contract/todoValues'
import { placeKey, type TodoPlace } from '../view'

interface PlaceLinkProps {
  /** The list this entry opens. */
  place: TodoPlace
  /** The list on screen. */
  current: TodoPlace
  /** The order on screen, which the other lists keep. */
  sortBy: TaskSort
  icon: ReactNode
  name: string
  onNavigate?: () => void
  children?: ReactNode
}

/** The sidebar's link to every task, a filter or a tag; `data-place` names it for tests. */
export function PlaceLink({ place, current, sortBy, onNavigate, ...entry }: PlaceLinkProps) {
  const selected = placeKey(place) === placeKey(current)
  // Another list starts without the search text and with no task open, in the same order.
  const search = { sortBy }
  const shared = { 'data-place': placeKey(place), selected, onClick: onNavigate, search, ...entry }
  if (place.tag) return <SidebarLink to="/apps/todo/tag/$tag" params={{ tag: place.tag }} {...shared} />
  if (place.filter) return <SidebarLink to="/apps/todo/$filter" params={{ filter: place.filter }} {...shared} />
  return <SidebarLink to="/apps/todo" {...shared} />
}

/** A count beside an entry's name: the figure for the eye, `spoken` ("3 tasks") for screen readers. */
export function EntryCount({ count, spoken }: { count: string; spoken: string }) {
  return (
    <>
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 500, minWidth: 20, textAlign: 'end' }}>
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`, ${spoken}`}
      </Box>
    </>
  )
}
