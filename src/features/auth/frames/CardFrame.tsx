import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { alpha } from '@mui/material/styles'
import { BrandLogo } from '../components/BrandLogo'

/** v1: the form in a centred card with the brand on top, over two quiet shapes peeking out behind it. */
export function CardFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 3 }, overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 460 }}>
        <Backdrop />
        <Card sx={{ position: 'relative' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
              <BrandLogo />
            </Box>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  )
}

// Decoration only: hidden from assistive technology and on phones, where the card fills the width.
function Backdrop() {
  return (
    <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }}>
      <Box
        sx={(t) => ({
          position: 'absolute',
          top: -56,
          insetInlineStart: -64,
          width: 180,
          height: 180,
          borderRadius: 5,
          transform: 'rotate(18deg)',
          border: `2px solid ${alpha(t.palette.primary.main, 0.28)}`,
          backgroundColor: alpha(t.palette.primary.main, 0.06),
        })}
      />
      <Box
        sx={(t) => ({
          position: 'absolute',
          bottom: -60,
          insetInlineEnd: -70,
          width: 200,
          height: 200,
          backgroundImage: `radial-gradient(${alpha(t.palette.primary.main, 0.45)} 2px, transparent 2.5px)`,
          backgroundSize: '18px 18px',
        })}
      />
    </Box>
  )
}
