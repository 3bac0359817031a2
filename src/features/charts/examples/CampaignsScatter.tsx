import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Scatter with sizes`, description: msg`Spend against conversions; each bubble's size is its reach.`, order: 6 }

interface Campaign {
  name: string
  spend: number
  conversions: number
  reach: number
}

const SEARCH: Campaign[] = [
  { name: 'S1', spend: 1200, conversions: 48, reach: 9000 },
  { name: 'S2', spend: 2600, conversions: 95, reach: 15000 },
  { name: 'S3', spend: 3400, conversions: 112, reach: 21000 },
  { name: 'S4', spend: 4800, conversions: 160, reach: 30000 },
]

const SOCIAL: Campaign[] = [
  { name: 'F1', spend: 900, conversions: 22, reach: 26000 },
  { name: 'F2', spend: 2100, conversions: 51, reach: 42000 },
  { name: 'F3', spend: 3900, conversions: 70, reach: 61000 },
  { name: 'F4', spend: 5200, conversions: 84, reach: 80000 },
]

export default function CampaignsScatter() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const groups = [
    { key: 'search', name: t`Search ads`, campaigns: SEARCH, tint: 'primary' },
    { key: 'social', name: t`Social ads`, campaigns: SOCIAL, tint: 'warning' },
  ] as const
  const data = {
    rowsName: t`Campaign`,
    columns: [t`Spend`, t`Conversions`, t`Reach`],
    rows: groups.flatMap((group) =>
      group.campaigns.map((c) => ({ key: c.name, name: `${group.name} ${c.name}`, values: [format.dollars(c.spend), format.number(c.conversions), format.number(c.reach)] })),
    ),
  }
  return (
    <ChartBlock label={t`Campaigns: spend, conversions and reach`} height={300} data={data}>
      <ScatterChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...chart.grid} vertical />
        <XAxis type="number" dataKey="spend" name={t`Spend`} tickFormatter={(value: number) => format.dollars(value)} {...chart.xAxis} />
        <YAxis type="number" dataKey="conversions" name={t`Conversions`} tickFormatter={format.number} {...chart.yAxis} />
        {/* The third dimension: the reach sets each bubble's area. */}
        <ZAxis type="number" dataKey="reach" range={[60, 600]} name={t`Reach`} />
        <Tooltip
          cursor={{ strokeDasharray: '4 4', stroke: chart.grid.stroke }}
          content={({ active, payload }) => {
            const campaign = active ? (payload?.[0]?.payload as Campaign | undefined) : undefined
            if (!campaign) return null
            return (
              <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {campaign.name}
                </Typography>
                {data.columns.map((column, i) => (
                  <Typography key={column} variant="body2">
                    {column}: <bdi>{[format.dollars(campaign.spend), format.number(campaign.conversions), format.number(campaign.reach)][i]}</bdi>
                  </Typography>
                ))}
              </Paper>
            )
          }}
        />
        <Legend {...chart.legend} />
        {groups.map((group) => (
          <Scatter key={group.key} name={group.name} data={group.campaigns} fill={chart.soft(group.tint, 0.7)} stroke={chart.color(group.tint)} isAnimationActive={false} />
        ))}
      </ScatterChart>
    </ChartBlock>
  )
}
