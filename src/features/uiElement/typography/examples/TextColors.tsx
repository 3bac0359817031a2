import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Text colours`, description: msg`The theme's colours, readable in light and dark mode.`, order: 3 }

export default function TextColors() {
  return (
    <Stack spacing={1}>
      <Typography sx={{ color: 'text.primary' }}>
        <Trans>Primary text</Trans>
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        <Trans>Secondary text</Trans>
      </Typography>
      <Typography sx={{ color: 'primary.main' }}>
        <Trans>Primary colour</Trans>
      </Typography>
      <Typography sx={{ color: 'success.main' }}>
        <Trans>Success colour</Trans>
      </Typography>
      <Typography sx={{ color: 'info.main' }}>
        <Trans>Info colour</Trans>
      </Typography>
      <Typography sx={{ color: 'warning.main' }}>
        <Trans>Warning colour</Trans>
      </Typography>
      <Typography sx={{ color: 'error.main' }}>
        <Trans>Error colour</Trans>
      </Typography>
    </Stack>
  )
}
