import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { lazyChart } from '@/components/charts/lazyChart'
import type { Tint } from '@/components/InitialsAvatar'
import { ChartCenter } from './ChartCenter'

export interface RadialGaugeProps {
  /** 0 to 100. */
  value: number
  tint: Tint
  label: string
  /** What the share is of ("Received"): the row of the chart's table. */
  valueName: string
  /** The share as the card writes it ("43%"). */
  formatValue: (value: number) => ReactNode
  height: number
  /** Written in the gauge's middle: the figure and what it is. */
  children: ReactNode
}

const Drawing = lazyChart(() => import('./RadialGaugeDrawing').then((m) => m.RadialGaugeDrawing))

/** One share as a ring three quarters round, its figure in the middle and in the figure's table. */
export function RadialGauge({ value, tint, label, valueName, formatValue, height, children }: RadialGaugeProps) {
  const { t } = useLingui()
  const data = { columns: [t`Share`], rows: [{ key: 'share', name: valueName, values: [formatValue(value)] }] }
  return (
    <Box sx={{ position: 'relative' }}>
      <ChartFigure label={label} height={height} data={data}>
        <Drawing value={value} tint={tint} />
      </ChartFigure>
      <ChartCenter>{children}</ChartCenter>
    </Box>
  )
}
