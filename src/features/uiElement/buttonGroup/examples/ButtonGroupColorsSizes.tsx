import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Colours and sizes`, description: msg`Every colour of the theme, in three sizes.`, order: 2 }

export default function ButtonGroupColorsSizes() {
  const { t } = useLingui()
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup size="small" color="success" aria-label={t`Small group`}>
        <Button>{t`One`}</Button>
        <Button>{t`Two`}</Button>
        <Button>{t`Three`}</Button>
      </ButtonGroup>
      <ButtonGroup size="medium" color="info" variant="contained" aria-label={t`Medium group`}>
        <Button>{t`One`}</Button>
        <Button>{t`Two`}</Button>
        <Button>{t`Three`}</Button>
      </ButtonGroup>
      <ButtonGroup size="large" color="warning" aria-label={t`Large group`}>
        <Button>{t`One`}</Button>
        <Button>{t`Two`}</Button>
        <Button>{t`Three`}</Button>
      </ButtonGroup>
    </Stack>
  )
}
