import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Filled and outlined`, description: msg`A solid chip stands out; an outlined one stays quiet.`, order: 1 }

export default function ChipVariants() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label={t`Filled`} />
      <Chip label={t`Outlined`} variant="outlined" />
      <Chip label={t`Filled, primary`} color="primary" />
      <Chip label={t`Outlined, primary`} color="primary" variant="outlined" />
    </Stack>
  )
}
