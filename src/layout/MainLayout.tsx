import Box from '@mui/material/Box'
import { Outlet } from '@tanstack/react-router'

export function MainLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: 3 }}>
      <Outlet />
    </Box>
  )
}
