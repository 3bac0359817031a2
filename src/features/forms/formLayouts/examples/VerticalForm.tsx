import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Vertical`, description: msg`Labels above their fields, one field a line: the easiest to read.`, order: 1 }

export default function VerticalForm() {
  const { t } = useLingui()
  return (
    <Stack component="form" spacing={2.5} onSubmit={(event) => event.preventDefault()} aria-label={t`Vertical`}>
      <TextField label={t`Full name`} autoComplete="name" fullWidth />
      <TextField label={t`Email`} type="email" autoComplete="email" fullWidth />
      <TextField label={t`Password`} type="password" autoComplete="new-password" fullWidth />
      <FormControlLabel control={<Checkbox />} label={t`Remember me`} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          <Trans>Submit</Trans>
        </Button>
        <Button type="reset" variant="outlined" color="secondary">
          <Trans>Reset</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
