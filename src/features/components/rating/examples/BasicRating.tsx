import { useState } from 'react'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Basic`, description: msg`Controlled, read-only, disabled and not yet rated.`, order: 1 }

export default function BasicRating() {
  const [value, setValue] = useState<number | null>(3)
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">
          <Trans>Controlled</Trans>
        </Typography>
        <Rating name="controlled" value={value} onChange={(_event, next) => setValue(next)} />
      </div>
      <div>
        <Typography component="legend">
          <Trans>Read only</Trans>
        </Typography>
        <Rating name="read-only" value={4} readOnly />
      </div>
      <div>
        <Typography component="legend">
          <Trans>Disabled</Trans>
        </Typography>
        <Rating name="disabled" value={2} disabled />
      </div>
      <div>
        <Typography component="legend">
          <Trans>Not rated yet</Trans>
        </Typography>
        <Rating name="no-value" value={null} />
      </div>
    </Stack>
  )
}
