import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Variants`, description: msg`Buttons joined into one group: contained, outlined or text.`, order: 1 }

export default function BasicButtonGroups() {
  const { t } = useLingui()
  const labels = [t`Day`, t`Week`, t`Month`]
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {(['contained', 'outlined', 'text'] as const).map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={t`Period`}>
          {labels.map((label) => (
            <Button key={label}>{label}</Button>
          ))}
        </ButtonGroup>
      ))}
    </Stack>
  )
}
