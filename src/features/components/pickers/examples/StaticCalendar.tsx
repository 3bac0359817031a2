import { useState } from 'react'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import dayjs, { type Dayjs } from 'dayjs'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'
import { DateLocalization } from '@/i18n/DateLocalization'

export const meta: ExampleMeta = {
  title: msg`Calendar on the page`,
  description: msg`The calendar alone, always open, with weekends not to be chosen.`,
  order: 4,
}

export default function StaticCalendar() {
  const [date, setDate] = useState<Dayjs | null>(dayjs('2025-06-02'))
  const weekend = (day: Dayjs) => day.day() === 0 || day.day() === 6
  return (
    <DateLocalization>
      <DateCalendar value={date} onChange={setDate} shouldDisableDate={weekend} sx={{ maxWidth: '100%' }} />
    </DateLocalization>
  )
}
