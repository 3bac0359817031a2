import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { lazyChart } from '@/components/charts/lazyChart'
import type { Tint } from '@/components/InitialsAvatar'
import { ChartCenter } from './ChartCenter'

export interface RadialGaugeProps {
  /** 0 to 100. */
  value: number
  tint: Tint
  label: string
  height: number
  /** Written in the gauge's middle: the figure and what it is. */
  children: ReactNode
}

const Drawing = lazyChart(() => import('./RadialGaugeDrawing').then((m) => m.RadialGaugeDrawing))

/** One share as a ring three quarters round, its figure in the middle. */
export function RadialGauge({ value, tint, label, height, children }: RadialGaugeProps) {
  return (
    <Box sx={{ position: 'relative' }}>
      <ChartFigure label={label} height={height}>
        <Drawing value={value} tint={tint} />
      </ChartFigure>
      <ChartCenter>{children}</ChartCenter>
    </Box>
  )
}
