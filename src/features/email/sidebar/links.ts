import ListItemButton from '@mui/material/ListItemButton'
import { createLink } from '@tanstack/react-router'

/** A sidebar entry that navigates like a router link (type-checked path, preloading, real href). */
export const ListItemLink = createLink(ListItemButton)
