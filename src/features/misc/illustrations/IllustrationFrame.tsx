import Box from '@mui/material/Box'
import { keyframes } from '@emotion/react'
import type { ReactNode } from 'react'

// A slow float gives the drawings some life; people who ask for reduced motion get a still picture.
const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`

/**
 * Wraps an inline SVG drawing: decorative (hidden from assistive technology, the heading says it
 * all), responsive, and with an optional floating part marked by the class `float`.
 */
export function IllustrationFrame({ children, viewBox = '0 0 400 300' }: { children: ReactNode; viewBox?: string }) {
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
      {children}
    </Box>
  )
}
