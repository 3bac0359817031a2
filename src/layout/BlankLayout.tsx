import Box from '@mui/material/Box'
import { Outlet } from '@tanstack/react-router'
import { useDocumentTitle } from './useDocumentTitle'

/** A full-page layout without menus, for misc and auth pages. */
export function BlankLayout() {
  useDocumentTitle()
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  )
}
