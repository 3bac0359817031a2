import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Radar`, description: msg`Two products scored on the same six measures.`, order: 5 }

const SCORES = [
  { measure: 'price', basic: 82, pro: 58 },
  { measure: 'speed', basic: 61, pro: 90 },
  { measure: 'design', basic: 70, pro: 84 },
  { measure: 'support', basic: 55, pro: 88 },
  { measure: 'battery', basic: 76, pro: 69 },
  { measure: 'weight', basic: 88, pro: 64 },
] as const

export default function SkillsRadar() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const products: Record<string, string> = { basic: t`Basic model`, pro: t`Pro model` }
  const measures: Record<string, string> = { price: t`Price`, speed: t`Speed`, design: t`Design`, support: t`Support`, battery: t`Battery`, weight: t`Weight` }
  const data = {
    rowsName: t`Measure`,
    columns: [products.basic!, products.pro!],
    rows: SCORES.map((row) => ({ key: row.measure, name: measures[row.measure], values: [format.number(row.basic), format.number(row.pro)] })),
  }
  return (
    <ChartBlock label={t`Scores out of 100 of two products`} height={300} data={data}>
      <RadarChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={SCORES.map((row) => ({ ...row }))} outerRadius="72%">
        <PolarGrid stroke={chart.grid.stroke} />
        <PolarAngleAxis dataKey="measure" tickFormatter={(key: string) => measures[key] ?? key} tick={chart.xAxis.tick} />
        <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
        <Tooltip content={(props) => <ChartTooltip {...props} formatLabel={(key) => measures[String(key)]} formatValue={format.number} nameOf={(key) => products[key]} />} />
        <Legend {...chart.legend} formatter={(key: string) => products[key]} />
        <Radar dataKey="basic" stroke={chart.color('info')} fill={chart.soft('info', 0.3)} isAnimationActive={false} />
        <Radar dataKey="pro" stroke={chart.color('primary')} fill={chart.soft('primary', 0.3)} isAnimationActive={false} />
      </RadarChart>
    </ChartBlock>
  )
}
