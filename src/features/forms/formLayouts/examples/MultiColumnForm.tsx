import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Multi-column`, description: msg`Two columns of fields in titled groups, one column on a phone.`, order: 3, wide: true }

export default function MultiColumnForm() {
  const { t } = useLingui()
  return (
    <Stack component="form" spacing={3} onSubmit={(event) => event.preventDefault()} aria-label={t`Multi-column`}>
      <Typography variant="subtitle1" component="h3">
        <Trans>1. Account details</Trans>
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Username`} autoComplete="username" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Email`} type="email" autoComplete="email" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Password`} type="password" autoComplete="new-password" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Confirm password`} type="password" autoComplete="new-password" fullWidth />
        </Grid>
      </Grid>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        <Trans>2. Personal information</Trans>
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`First name`} autoComplete="given-name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Last name`} autoComplete="family-name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select label={t`Language`} defaultValue="en" fullWidth>
            <MenuItem value="en">English</MenuItem>
            <MenuItem value="de">Deutsch</MenuItem>
            <MenuItem value="fr">Français</MenuItem>
            <MenuItem value="pt">Português</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t`Phone`} type="tel" autoComplete="tel" fullWidth />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          <Trans>Submit</Trans>
        </Button>
        <Button type="reset" variant="outlined" color="secondary">
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
