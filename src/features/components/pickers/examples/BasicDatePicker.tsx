import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import dayjs, { type Dayjs } from 'dayjs'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { DateLocalization } from '@/i18n/DateLocalization'
import { formatDate } from '@/i18n/format'

export const meta: ExampleMeta = {
  title: msg`Date`,
  description: msg`Typed or picked from a calendar, in the active language's format.`,
  order: 1,
}

export default function BasicDatePicker() {
  const { t } = useLingui()
  const [date, setDate] = useState<Dayjs | null>(dayjs('2025-06-02'))
  const day = date?.isValid() ? formatDate(date.toDate(), { dateStyle: 'full' }) : null
  return (
    // The active language's month names, first day of the week and date format (src/i18n/DateLocalization.tsx).
    <DateLocalization>
      <Stack spacing={2}>
        <DatePicker label={t`Start date`} value={date} onChange={setDate} />
        <DatePicker
          label={t`Within this month`}
          defaultValue={dayjs('2025-06-15')}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-06-30')}
        />
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {day ? <Trans>Starts on {day}</Trans> : <Trans>No date chosen</Trans>}
        </Typography>
      </Stack>
    </DateLocalization>
  )
}
