import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Weights and styles`, description: msg`Light to bold, italic, underlined, struck through, capitals.`, order: 4 }

export default function WeightsAndStyles() {
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 300 }}>
        <Trans>Light text</Trans>
      </Typography>
      <Typography sx={{ fontWeight: 400 }}>
        <Trans>Regular text</Trans>
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>
        <Trans>Medium text</Trans>
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        <Trans>Bold text</Trans>
      </Typography>
      <Typography sx={{ fontStyle: 'italic' }}>
        <Trans>Italic text</Trans>
      </Typography>
      <Typography sx={{ textDecoration: 'underline' }}>
        <Trans>Underlined text</Trans>
      </Typography>
      <Typography sx={{ textDecoration: 'line-through' }}>
        <Trans>Struck-through text</Trans>
      </Typography>
      <Typography sx={{ textTransform: 'uppercase' }}>
        <Trans>Capital letters</Trans>
      </Typography>
    </Stack>
  )
}
