import { Cell, Pie, PieChart, Tooltip } from 'recharts'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import type { DonutChartProps } from './DonutChart'

/** DonutChart's drawing, loaded on demand with recharts (see lazyChart). */
export function DonutDrawing({ parts, formatValue }: Pick<DonutChartProps, 'parts' | 'formatValue'>) {
  return (
    // No keyboard layer, and the pie out of the Tab order: a stop there would say nothing (the figure's table has the values).
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
      <Tooltip content={(props) => <ChartTooltip {...props} formatValue={formatValue} nameOf={(key) => parts.find((part) => part.key === key)?.name ?? key} />} />
      {/* Only the fields the pie reads: recharts copies every data field onto its SVG elements. */}
      <Pie data={parts.map(({ key, name, amount }) => ({ key, name, amount }))} dataKey="amount" nameKey="key" rootTabIndex={-1} innerRadius="72%" outerRadius="96%" paddingAngle={2} stroke="none" isAnimationActive={false}>
        {parts.map((part) => (
          <Cell key={part.key} fill={part.color} />
        ))}
      </Pie>
    </PieChart>
  )
}
