import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { useChartTheme } from '@/components/charts/useChartTheme'
import type { Tint } from '@/components/InitialsAvatar'
import { ChartCenter } from './ChartCenter'

interface RadialGaugeProps {
  /** 0 to 100. */
  value: number
  tint: Tint
  label: string
  height: number
  /** Written in the gauge's middle: the figure and what it is. */
  children: ReactNode
}

/** One share as a ring three quarters round, its figure in the middle. */
export function RadialGauge({ value, tint, label, height, children }: RadialGaugeProps) {
  const chart = useChartTheme()
  return (
    <Box sx={{ position: 'relative' }}>
      <ChartFigure label={label} height={height}>
        <RadialBarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={[{ value }]}
          innerRadius="78%"
          outerRadius="100%"
          startAngle={chart.rtl ? -45 : 225}
          endAngle={chart.rtl ? 225 : -45}
          barSize={14}
          accessibilityLayer={false}
        >
          <PolarAngleAxis type="number" domain={[0, 100]} tick={false} angleAxisId={0} />
          <RadialBar dataKey="value" cornerRadius={8} fill={chart.color(tint)} background={{ fill: chart.track }} isAnimationActive={false} />
        </RadialBarChart>
      </ChartFigure>
      <ChartCenter>{children}</ChartCenter>
    </Box>
  )
}
