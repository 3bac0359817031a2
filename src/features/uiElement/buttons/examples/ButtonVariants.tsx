import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Variants`, description: msg`Contained for the main action, outlined and text for the others.`, order: 1 }

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained">
        <Trans>Contained</Trans>
      </Button>
      <Button variant="outlined">
        <Trans>Outlined</Trans>
      </Button>
      <Button variant="text">
        <Trans>Text</Trans>
      </Button>
    </Stack>
  )
}
