import type { ReactNode } from 'react'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@/components/visuallyHidden'

/** A dashboard's h1: its cards speak for themselves on screen, a screen reader still hears which dashboard it is. */
export function DashboardHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={visuallyHidden}>
      {children}
    </Typography>
  )
}
