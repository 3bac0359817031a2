import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { InEveryLanguage } from '../InEveryLanguage'

export const meta: ExampleMeta = {
  title: msg`One message, four languages`,
  description: msg`The same Trans in English, German, French and Portuguese, each read from its own catalog.`,
  order: 1,
}

export default function OneMessage() {
  const name = 'Alex'
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>In the active language:</Trans>{' '}
        <Typography component="strong" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          <Trans>Welcome back, {name}! Your report is ready.</Trans>
        </Typography>
      </Typography>
      <InEveryLanguage>{() => <Trans>Welcome back, {name}! Your report is ready.</Trans>}</InEveryLanguage>
    </Stack>
  )
}
