import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { BrandMark } from './BrandMark'

export interface MiscPageProps {
  /** The page's one heading (h1). */
  title: ReactNode
  message: ReactNode
  /** What the visitor can do next: a button, or a form. */
  action: ReactNode
  illustration: ReactNode
}

/**
 * The frame shared by the misc pages (coming soon, not authorized, maintenance, error): the brand
 * in the corner, then heading, message, action and illustration centred on a softly tinted page.
 */
export function MiscPage({ title, message, action, illustration }: MiscPageProps) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // A faint glow of the primary colour from the bottom: depth without a picture to download.
        backgroundImage: `radial-gradient(ellipse 80% 50% at 50% 100%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.08)}, transparent)`,
      })}
    >
      <Box component="header" sx={{ px: { xs: 3, sm: 6 }, pt: { xs: 3, sm: 5 } }}>
        <BrandMark />
      </Box>
      <Stack
        spacing={0}
        sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 3, py: { xs: 4, sm: 6 } }}
      >
        <Typography variant="h4" component="h1" sx={{ mb: 1.5, fontSize: { xs: '1.375rem', sm: '1.625rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480, mb: 4 }}>
          {message}
        </Typography>
        <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', justifyContent: 'center' }}>{action}</Box>
        <Box sx={{ width: '100%', maxWidth: { xs: 300, sm: 400 }, mt: { xs: 5, sm: 7 } }}>{illustration}</Box>
      </Stack>
    </Box>
  )
}
