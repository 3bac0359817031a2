import { useState } from 'react'
import Stack from '@mui/material/Stack'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import dayjs, { type Dayjs } from 'dayjs'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { DateLocalization } from '@/i18n/DateLocalization'

export const meta: ExampleMeta = { title: msg`Date and time pickers`, description: msg`Dates and times in the user's language, with its first day of the week and its formats.`, order: 6 }

export default function DateTimePickers() {
  const { t } = useLingui()
  const [date, setDate] = useState<Dayjs | null>(dayjs('2025-06-02'))
  const [time, setTime] = useState<Dayjs | null>(dayjs('2025-06-02T09:30'))
  const [meeting, setMeeting] = useState<Dayjs | null>(null)
  return (
    // The pickers take their month names, first day of the week and buttons from the active language.
    <DateLocalization>
      <Stack spacing={2.5}>
        <DatePicker label={t`Date`} value={date} onChange={setDate} slotProps={{ textField: { fullWidth: true } }} />
        <TimePicker label={t`Time`} value={time} onChange={setTime} slotProps={{ textField: { fullWidth: true } }} />
        <DateTimePicker label={t`Meeting`} value={meeting} onChange={setMeeting} disablePast slotProps={{ textField: { fullWidth: true } }} />
      </Stack>
    </DateLocalization>
  )
}
