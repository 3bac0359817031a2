import Box from '@mui/material/Box'
import { Outlet } from '@tanstack/react-router'

/** A full-page layout without menus, for misc and auth pages. */
export function BlankLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  )
}
