import { useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useVirtualizer } from '@tanstack/react-virtual'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Horizontal`, description: msg`Three years of days in a row that scrolls sideways, a thousand cards drawn a few at a time.`, order: 3 }

const DAYS = 1_095
const WIDTH = 104
// A fixed first day: the same cards on every visit.
const FIRST_DAY = Date.UTC(2025, 0, 1)

export default function HorizontalList() {
  const { t, i18n } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  const weekday = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }), [i18n.locale])
  const date = useMemo(() => new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }), [i18n.locale])
  // eslint-disable-next-line react-hooks/incompatible-library
  const columns = useVirtualizer({ horizontal: true, count: DAYS, getScrollElement: () => scrollRef.current, estimateSize: () => WIDTH, overscan: 3 })
  return (
    // Left to right in every language: the days run in time order, as on a timeline.
    <Box ref={scrollRef} dir="ltr" role="group" aria-label={t`Days`} tabIndex={0} sx={{ overflowX: 'auto', pb: 1 }}>
      <Box sx={{ width: columns.getTotalSize(), height: 112, position: 'relative' }}>
        {columns.getVirtualItems().map((column) => {
          const day = new Date(FIRST_DAY + column.index * 86_400_000)
          return (
            <Paper
              key={column.key}
              variant="outlined"
              style={{ transform: `translateX(${column.start}px)` }}
              sx={{ position: 'absolute', top: 0, left: 0, width: WIDTH - 8, height: 104, display: 'grid', placeContent: 'center', textAlign: 'center' }}
            >
              <Typography variant="overline" color="primary">
                {weekday.format(day)}
              </Typography>
              <Typography variant="body2">{date.format(day)}</Typography>
            </Paper>
          )
        })}
      </Box>
    </Box>
  )
}
