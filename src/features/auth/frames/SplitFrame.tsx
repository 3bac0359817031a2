import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { BrandLogo } from '../components/BrandLogo'
import { AuthIllustration } from '../illustrations/AuthIllustration'
import type { AuthScene } from '../illustrations/AuthBadge'

/**
 * v2: an illustration fills the page and the form sits in a panel beside it. Below `md` the
 * illustration would squeeze the form, so it goes and the panel takes the whole page.
 */
export function SplitFrame({ scene, children }: { scene: AuthScene; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={(t) => ({
          flex: 1,
          position: 'relative',
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          p: 8,
          backgroundColor: t.palette.mode === 'light' ? alpha(t.palette.primary.main, 0.03) : t.palette.background.default,
        })}
      >
        <Box sx={{ position: 'absolute', top: 32, insetInlineStart: 40 }}>
          <BrandLogo />
        </Box>
        <AuthIllustration scene={scene} />
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: 440, lg: 480 },
          flexShrink: 0,
          bgcolor: 'background.paper',
          display: 'flex',
          // On a phone the form starts near the top, where the thumb and the keyboard expect it.
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          p: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, mb: 4 }}>
            <BrandLogo />
          </Box>
          {children}
        </Box>
      </Box>
    </Box>
  )
}
