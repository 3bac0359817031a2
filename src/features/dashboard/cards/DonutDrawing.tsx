import { Cell, Pie, PieChart, Tooltip } from 'recharts'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import type { DonutChartProps } from './DonutChart'

/** DonutChart's drawing, loaded on demand with recharts (see lazyChart). */
export function DonutDrawing({ parts, formatValue }: Pick<DonutChartProps, 'parts' | 'formatValue'>) {
  return (
    <PieChart responsive style={{ width: '100%', height: '100%' }}>
      <Tooltip content={(props) => <ChartTooltip {...props} formatValue={formatValue} nameOf={(key) => parts.find((part) => part.key === key)?.name ?? key} />} />
      {/* Only the fields the pie reads: recharts copies every data field onto its SVG elements. */}
      <Pie data={parts.map(({ key, name, amount }) => ({ key, name, amount }))} dataKey="amount" nameKey="key" innerRadius="72%" outerRadius="96%" paddingAngle={2} stroke="none" isAnimationActive={false}>
        {parts.map((part) => (
          <Cell key={part.key} fill={part.color} />
        ))}
      </Pie>
    </PieChart>
  )
}
