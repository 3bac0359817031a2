import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Bars`, description: msg`Indeterminate, with a value, or with a buffer ahead of it.`, order: 3 }

export default function LinearProgressKinds() {
  const { t } = useLingui()
  return (
    <Stack spacing={3}>
      <LinearProgress aria-label={t`Loading`} />
      <LinearProgress color="success" variant="determinate" value={60} aria-label={t`Upload`} />
      <LinearProgress color="info" variant="buffer" value={40} valueBuffer={70} aria-label={t`Video`} />
      <LinearProgress color="warning" variant="determinate" value={80} aria-label={t`Storage`} sx={{ height: 10, borderRadius: 5 }} />
    </Stack>
  )
}
