import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { alpha, type Theme } from '@mui/material/styles'
import { createLink } from '@tanstack/react-router'
import { visuallyHidden } from '@/components/visuallyHidden'
import type { TaskSort } from '@/api/contract/todoValues'
import { placeKey, type TodoPlace } from '../view'

/** The active entry: tinted in the primary colour, with a bar on its starting edge (as the email app's). */
const entrySx = (theme: Theme) => ({
  borderRadius: 0,
  py: 0.75,
  px: 3,
  borderInlineStart: '3px solid transparent',
  '&.Mui-selected': {
    color: 'primary.main',
    borderInlineStartColor: theme.palette.primary.main,
    bgcolor: alpha(theme.palette.primary.main, 0.08),
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
  // MUI's own hover of a selected entry tints it further, which in dark mode leaves too little contrast.
  '&.Mui-selected:hover': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
})

interface SidebarEntryProps extends Omit<ListItemButtonProps, 'children'> {
  icon: ReactNode
  name: string
  /** After the name: the count. */
  children?: ReactNode
}

function SidebarEntry({ icon, name, selected, children, ...props }: SidebarEntryProps) {
  return (
    // The list on screen is marked for sight (the tint) and for screen readers alike.
    <ListItemButton aria-current={selected ? 'page' : undefined} {...props} selected={selected} sx={entrySx}>
      <ListItemIcon sx={{ minWidth: 34 }}>{icon}</ListItemIcon>
      <ListItemText primary={name} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      {children}
    </ListItemButton>
  )
}

/** A sidebar entry that navigates like a router link (type-checked path, preloading, real href). */
const SidebarLink = createLink(SidebarEntry)

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
