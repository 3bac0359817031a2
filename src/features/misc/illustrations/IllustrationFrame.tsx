import Box from '@mui/material/Box'
import { keyframes } from '@emotion/react'
import type { ReactNode } from 'react'
import { useIllustrationPalette } from './palette'

// A slow float gives the drawings some life; people who ask for reduced motion get a still picture.
const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`

/** Where a drawing's shadow lies on the ground: its centre and half-width. */
export interface Ground {
  cx?: number
  cy: number
  rx: number
}

/**
 * Wraps an inline SVG drawing: decorative (hidden from assistive technology, the heading says it
 * all), responsive, and with an optional floating part marked by the class `float`. Every drawing
 * stands on the same backdrop: a faint disc, and a shadow on the ground below it.
 */
export function IllustrationFrame({ children, ground, viewBox = '0 0 400 300' }: { children: ReactNode; ground: Ground; viewBox?: string }) {
  const c = useIllustrationPalette()
  return (
    <Box
      component="svg"
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      data-testid="misc-illustration"
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 400,
        height: 'auto',
        mx: 'auto',
        '& .float': { animation: `${float} 4s ease-in-out infinite` },
        '@media (prefers-reduced-motion: reduce)': { '& .float': { animation: 'none' } },
      }}
    >
      <circle cx="200" cy="150" r="120" fill={c.primaryFaint} />
      <ellipse cx={ground.cx ?? 200} cy={ground.cy} rx={ground.rx} ry="10" fill={c.shadow} />
      {children}
    </Box>
  )
}
