import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { lazyChart } from '@/components/charts/lazyChart'
import { ChartCenter } from './ChartCenter'
import type { Share } from './ShareList'

export interface DonutChartProps {
  /** The parts, in the order of their list; `amount` sizes each. */
  parts: readonly (Pick<Share, 'key' | 'color'> & { name: string; amount: number })[]
  label: string
  /** What the amounts are ("Sessions"): the column of the chart's table. */
  valueName: string
  height: number
  formatValue: (value: number) => ReactNode
  /** Written in the ring's middle. */
  children?: ReactNode
}

const Drawing = lazyChart(() => import('./DonutDrawing').then((m) => m.DonutDrawing))

/** Parts of a whole as a ring, the total in the middle, each part's figure in a tooltip and in the figure's table. */
export function DonutChart({ parts, label, valueName, height, formatValue, children }: DonutChartProps) {
  const data = { columns: [valueName], rows: parts.map((part) => ({ key: part.key, name: part.name, values: [formatValue(part.amount)] })) }
  return (
    <Box sx={{ position: 'relative' }}>
      <ChartFigure label={label} height={height} data={data}>
        <Drawing parts={parts} formatValue={formatValue} />
      </ChartFigure>
      {children && <ChartCenter>{children}</ChartCenter>}
    </Box>
  )
}
