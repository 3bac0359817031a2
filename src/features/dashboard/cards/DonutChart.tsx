import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { Cell, Pie, PieChart, Tooltip } from 'recharts'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { ChartCenter } from './ChartCenter'
import type { Share } from './ShareList'

interface DonutChartProps {
  /** The parts, in the order of their list; `amount` sizes each. */
  parts: readonly (Pick<Share, 'key' | 'color'> & { name: string; amount: number })[]
  label: string
  height: number
  formatValue: (value: number) => ReactNode
  /** Written in the ring's middle. */
  children?: ReactNode
}

/** Parts of a whole as a ring, the total in the middle, each part's figure in a tooltip. */
export function DonutChart({ parts, label, height, formatValue, children }: DonutChartProps) {
  return (
    <Box sx={{ position: 'relative' }}>
      <ChartFigure label={label} height={height}>
        <PieChart responsive style={{ width: '100%', height: '100%' }}>
          <Tooltip content={(props) => <ChartTooltip {...props} formatValue={formatValue} nameOf={(key) => parts.find((part) => part.key === key)?.name ?? key} />} />
          {/* Only the fields the pie reads: recharts copies every data field onto its SVG elements. */}
          <Pie data={parts.map(({ key, name, amount }) => ({ key, name, amount }))} dataKey="amount" nameKey="key" innerRadius="72%" outerRadius="96%" paddingAngle={2} stroke="none" isAnimationActive={false}>
            {parts.map((part) => (
              <Cell key={part.key} fill={part.color} />
            ))}
          </Pie>
        </PieChart>
      </ChartFigure>
      {children && <ChartCenter>{children}</ChartCenter>}
    </Box>
  )
}
