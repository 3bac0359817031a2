import Stack from '@mui/material/Stack'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import dayjs from 'dayjs'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { DateLocalization } from '@/i18n/DateLocalization'

export const meta: ExampleMeta = {
  title: msg`Date and time`,
  description: msg`One field for both, with a limit: no time in the past.`,
  order: 3,
}

export default function BasicDateTimePicker() {
  const { t } = useLingui()
  return (
    <DateLocalization>
      <Stack spacing={2}>
        <DateTimePicker label={t`Publish at`} defaultValue={dayjs('2025-06-03T08:00')} minDateTime={dayjs('2025-06-02T12:00')} />
      </Stack>
    </DateLocalization>
  )
}
