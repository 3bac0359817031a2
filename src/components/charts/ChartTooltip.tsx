import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { TooltipContentProps } from 'recharts'

export interface ChartTooltipProps extends Partial<Pick<TooltipContentProps, 'active' | 'payload' | 'label'>> {
  /** The point's label (its date, its category) as the reader's language writes it. */
  formatLabel?: (label: string | number) => ReactNode
  /** A value in the reader's language and its unit: money, a count, a share. */
  formatValue: (value: number, name: string) => ReactNode
  /** A series' name as the legend says it (recharts gives its data key). */
  nameOf?: (name: string) => ReactNode
}

/**
 * recharts' tooltip content as a themed paper: the point's label, then each series with its
 * colour, name and value in the active language. Pass it as `<Tooltip content={(p) => <ChartTooltip {...p} .../>} />`.
 */
export function ChartTooltip({ active, payload, label, formatLabel, formatValue, nameOf }: ChartTooltipProps) {
  if (!active || !payload?.length) return null
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, minWidth: 120 }}>
      {label !== undefined && label !== '' && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {formatLabel ? formatLabel(label) : label}
        </Typography>
      )}
      {payload.map((entry) => {
        // A series' name is its data key unless it has one of its own; a pie's parts are named by their `nameKey`.
        const key = String(entry.name ?? entry.dataKey ?? '')
        return (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: entry.color ?? entry.payload?.fill }} />
            {nameOf && <Typography variant="body2">{nameOf(key)}</Typography>}
            <Typography variant="body2" sx={{ fontWeight: 600, marginInlineStart: 'auto' }}>
              <bdi dir="ltr">{formatValue(Number(entry.value), key)}</bdi>
            </Typography>
          </Box>
        )
      })}
    </Paper>
  )
}
