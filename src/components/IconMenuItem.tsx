import type { ElementType, ReactNode } from 'react'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem'

type IconMenuItemProps<C extends ElementType> = MenuItemProps<C, { component?: C }> & { icon: ReactNode }

/** A menu entry with an icon before its words; `component` makes it a link (`component={Link} to=…`). */
export function IconMenuItem<C extends ElementType = 'li'>({ icon, children, ...item }: IconMenuItemProps<C>) {
  return (
    <MenuItem {...item}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{children}</ListItemText>
    </MenuItem>
  )
}
