import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sizes`, description: msg`Small for toolbars, medium by default, large for a page's call to action.`, order: 3 }

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" size="small">
          <Trans>Small</Trans>
        </Button>
        <Button variant="contained" size="medium">
          <Trans>Medium</Trans>
        </Button>
        <Button variant="contained" size="large">
          <Trans>Large</Trans>
        </Button>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="small">
          <Trans>Small</Trans>
        </Button>
        <Button variant="outlined" size="medium">
          <Trans>Medium</Trans>
        </Button>
        <Button variant="outlined" size="large">
          <Trans>Large</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
