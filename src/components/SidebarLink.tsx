import type { ReactNode } from 'react'
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { alpha, type Theme } from '@mui/material/styles'
import { createLink } from '@tanstack/react-router'

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
  // MUI's own hover of a selected entry tints it further, which in dark mode leaves too little contrast.
  '&.Mui-selected:hover': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
})

interface SidebarEntryProps extends Omit<ListItemButtonProps, 'children'> {
  icon: ReactNode
  name: string
  /** Shown after the name (a count). */
  children?: ReactNode
}

/** An entry of a SplitAppLayout sidebar's list (a folder, a filter, a tag): its icon and name, and whether it is the one on screen. */
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

/**
 * A sidebar entry that navigates like a router link (type-checked path, preloading, real href):
 *
 *   <SidebarLink to="/apps/email/$folder" params={{ folder }} selected={...} icon={<InboxIcon />} name={t`Inbox`} />
 */
export const SidebarLink = createLink(SidebarEntry)
