import { PolarAngleAxis, RadialBar, RadialBarChart } from 'recharts'
import { useChartTheme } from '@/components/charts/useChartTheme'
import type { RadialGaugeProps } from './RadialGauge'

/** RadialGauge's drawing, loaded on demand with recharts (see lazyChart). */
export function RadialGaugeDrawing({ value, tint }: Pick<RadialGaugeProps, 'value' | 'tint'>) {
  const chart = useChartTheme()
  return (
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
  )
}
