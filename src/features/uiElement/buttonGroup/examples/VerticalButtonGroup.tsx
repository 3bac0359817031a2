import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Vertical`, description: msg`Stacked, for a narrow column of actions.`, order: 3 }

export default function VerticalButtonGroup() {
  const { t } = useLingui()
  const labels = [t`Profile`, t`Settings`, t`Billing`]
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ButtonGroup orientation="vertical" variant="contained" aria-label={t`Account pages`}>
        {labels.map((label) => (
          <Button key={label}>{label}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" aria-label={t`Account pages`}>
        {labels.map((label) => (
          <Button key={label}>{label}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label={t`Account pages`}>
        {labels.map((label) => (
          <Button key={label}>{label}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  )
}
