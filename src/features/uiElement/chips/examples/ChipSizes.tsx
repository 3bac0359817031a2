import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sizes`, description: msg`Small for tables and dense lists, medium elsewhere.`, order: 5 }

export default function ChipSizes() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="small" label={t`Small`} color="primary" />
      <Chip size="medium" label={t`Medium`} color="primary" />
      <Chip size="small" label={t`Small`} variant="outlined" />
      <Chip size="medium" label={t`Medium`} variant="outlined" />
    </Stack>
  )
}
