import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Sticky actions`, description: msg`The buttons stay in view at the bottom while a long form scrolls.`, order: 6 }

export default function StickyActions() {
  const { t } = useLingui()
  const fields = [t`First name`, t`Last name`, t`Email`, t`Phone`, t`Company`, t`Job title`, t`Street`, t`City`, t`Postcode`, t`Country`]
  return (
    <Box
      component="form"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t`Sticky actions`}
      // The form scrolls inside its own box here; on a page of its own the same bar sticks to the window.
      sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      tabIndex={0}
    >
      <Grid container spacing={2} sx={{ p: 2 }}>
        {fields.map((label) => (
          <Grid key={label} size={{ xs: 12, sm: 6 }}>
            <TextField label={label} size="small" fullWidth />
          </Grid>
        ))}
      </Grid>
      <Stack
        direction="row"
        spacing={2}
        sx={{ position: 'sticky', bottom: 0, justifyContent: 'flex-end', p: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        <Button type="reset" variant="outlined" color="secondary">
          <Trans>Discard</Trans>
        </Button>
        <Button type="submit" variant="contained">
          <Trans>Save changes</Trans>
        </Button>
      </Stack>
    </Box>
  )
}
