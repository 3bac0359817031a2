import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Candlestick`, description: msg`A daily price: open, high, low and close, drawn with a bar's custom shape.`, order: 7, wide: true }

interface Day {
  day: string
  open: number
  high: number
  low: number
  close: number
}

const PRICES: Day[] = [
  { day: '2025-05-12', open: 182.0, high: 182.63, low: 179.02, close: 180.75 },
  { day: '2025-05-13', open: 180.75, high: 182.23, low: 176.27, close: 177.37 },
  { day: '2025-05-14', open: 177.37, high: 178.79, low: 173.48, close: 173.86 },
  { day: '2025-05-15', open: 173.86, high: 174.31, low: 173.05, close: 173.55 },
  { day: '2025-05-16', open: 173.55, high: 175.67, low: 172.59, close: 173.16 },
  { day: '2025-05-19', open: 173.16, high: 174.84, low: 168.68, close: 171.06 },
  { day: '2025-05-20', open: 171.06, high: 173.14, low: 168.61, close: 171.97 },
  { day: '2025-05-21', open: 171.97, high: 174.16, low: 167.43, close: 168.37 },
  { day: '2025-05-22', open: 168.37, high: 168.93, low: 164.62, close: 165.6 },
  { day: '2025-05-23', open: 165.6, high: 169.24, low: 164.02, close: 168.54 },
  { day: '2025-05-26', open: 168.54, high: 171.09, low: 167.03, close: 169.97 },
  { day: '2025-05-27', open: 169.97, high: 170.4, low: 165.75, close: 166.5 },
  { day: '2025-05-28', open: 166.5, high: 169.52, low: 165.51, close: 168.28 },
  { day: '2025-05-29', open: 168.28, high: 170.56, low: 167.32, close: 169.26 },
  { day: '2025-05-30', open: 169.26, high: 173.85, low: 168.42, close: 172.01 },
  { day: '2025-06-02', open: 172.01, high: 174.35, low: 169.78, close: 172.89 },
]

/** What recharts hands a bar's shape: its box (here from the day's high down to its low) and its row. */
interface CandleProps {
  x?: number
  y?: number
  width?: number
  height?: number
  payload?: Day
}

/**
 * One day as a candle. The bar spans the day's range (low to high), so its box gives the scale: a
 * price's height is found between the box's top (the high) and bottom (the low). The wick is the
 * whole range, the body runs from the open to the close, green when the price rose.
 */
function Candle({ x = 0, y = 0, width = 0, height = 0, payload, rise, fall }: CandleProps & { rise: string; fall: string }) {
  if (!payload) return null
  const { open, close, high, low } = payload
  const at = (price: number) => y + (high === low ? 0 : ((high - price) / (high - low)) * height)
  const top = at(Math.max(open, close))
  const color = close >= open ? rise : fall
  const middle = x + width / 2
  return (
    <g>
      <line x1={middle} x2={middle} y1={y} y2={y + height} stroke={color} strokeWidth={1.5} />
      <rect x={x + width * 0.15} width={width * 0.7} y={top} height={Math.max(1, at(Math.min(open, close)) - top)} fill={color} rx={1} />
    </g>
  )
}

export default function PriceCandles() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const price = (value: number) => format.dollars(value, 2)
  const columns = [t`Open`, t`High`, t`Low`, t`Close`]
  const first = format.longDay(PRICES[0]!.day)
  const last = format.longDay(PRICES[PRICES.length - 1]!.day)
  const data = {
    rowsName: t`Day`,
    columns,
    rows: PRICES.map((row) => ({ key: row.day, name: format.longDay(row.day), values: [row.open, row.high, row.low, row.close].map(price) })),
  }
  return (
    <ChartBlock label={t`Share price per day, ${first} to ${last}`} height={320} data={data}>
      <BarChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={PRICES} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap="20%">
        <CartesianGrid {...chart.grid} />
        <XAxis dataKey="day" tickFormatter={format.shortDay} {...chart.xAxis} />
        <YAxis domain={['dataMin - 2', 'dataMax + 2']} tickFormatter={(value: number) => format.dollars(value)} {...chart.yAxis} />
        <Tooltip
          cursor={chart.cursor}
          content={({ active, payload }) => {
            const day = active ? (payload?.[0]?.payload as Day | undefined) : undefined
            if (!day) return null
            return (
              <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {format.longDay(day.day)}
                </Typography>
                {[day.open, day.high, day.low, day.close].map((value, i) => (
                  <Typography key={columns[i]} variant="body2">
                    {columns[i]}: <bdi>{price(value)}</bdi>
                  </Typography>
                ))}
              </Paper>
            )
          }}
        />
        {/* A range bar: each day's bar runs from its low to its high, and the shape draws the candle in it. */}
        <Bar
          dataKey={(day: Day) => [day.low, day.high]}
          shape={(props: unknown) => <Candle {...(props as CandleProps)} rise={chart.color('success')} fall={chart.color('error')} />}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartBlock>
  )
}
