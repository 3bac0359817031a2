import Stack from '@mui/material/Stack'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import dayjs from 'dayjs'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { DateLocalization } from '@/i18n/DateLocalization'

export const meta: ExampleMeta = {
  title: msg`Time`,
  description: msg`Hours and minutes, in twelve or twenty-four hours as the language writes them.`,
  order: 2,
}

export default function BasicTimePicker() {
  const { t } = useLingui()
  return (
    <DateLocalization>
      <Stack spacing={2}>
        <TimePicker label={t`Meeting time`} defaultValue={dayjs('2025-06-02T09:30')} />
        <TimePicker label={t`In steps of a quarter hour`} defaultValue={dayjs('2025-06-02T14:15')} minutesStep={15} />
      </Stack>
    </DateLocalization>
  )
}
