import type { ReactNode } from 'react'
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { alpha, type Theme } from '@mui/material/styles'
import { createLink } from '@tanstack/react-router'
import { placeKey, type EmailPlace } from '../view'

/** The active entry: tinted in the primary colour, with a bar on its starting edge. */
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
})

interface SidebarEntryProps extends Omit<ListItemButtonProps, 'children'> {
  icon: ReactNode
  name: string
  /** Shown after the name (a count). */
  children?: ReactNode
}

/** A folder or a label of the sidebar: its icon and name, and whether it is the one on screen. */
function SidebarEntry({ icon, name, selected, children, ...props }: SidebarEntryProps) {
  return (
    // The place on screen is marked for sight (the tint) and for screen readers alike.
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
  /** The folder or label this entry opens. */
  place: EmailPlace
  /** The place on screen. */
  current: EmailPlace
  icon: ReactNode
  name: string
  onNavigate?: () => void
  children?: ReactNode
}

/** The sidebar's link to a folder or a label; `data-folder` or `data-label` names it for tests. */
export function PlaceLink({ place, current, onNavigate, ...entry }: PlaceLinkProps) {
  const selected = placeKey(place) === placeKey(current)
  return place.label ? (
    <SidebarLink to="/apps/email/label/$label" params={{ label: place.label }} data-label={place.label} selected={selected} onClick={onNavigate} {...entry} />
  ) : (
    <SidebarLink to="/apps/email/$folder" params={{ folder: place.folder }} data-folder={place.folder} selected={selected} onClick={onNavigate} {...entry} />
  )
}
