import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Horizontal`, description: msg`Each label beside its field on wide screens, above it on a phone.`, order: 2 }

/** A line of the form: the label in a column of its own from the `sm` width up, above the field below it. */
function Row({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, alignItems: 'center', gap: { xs: 0.75, sm: 2 } }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {children(id)}
    </Box>
  )
}

export default function HorizontalForm() {
  const { t } = useLingui()
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => event.preventDefault()} aria-label={t`Horizontal`}>
      <Row label={t`Full name`}>{(id) => <TextField id={id} size="small" placeholder="Ada Lovelace" autoComplete="name" fullWidth />}</Row>
      <Row label={t`Email`}>{(id) => <TextField id={id} size="small" type="email" placeholder="ada@example.com" autoComplete="email" fullWidth />}</Row>
      <Row label={t`Phone`}>{(id) => <TextField id={id} size="small" type="tel" autoComplete="tel" fullWidth />}</Row>
      <Row label={t`Message`}>{(id) => <TextField id={id} size="small" multiline minRows={3} fullWidth />}</Row>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ gridColumn: { sm: 2 } }}>
          <Button type="submit" variant="contained">
            <Trans>Send</Trans>
          </Button>
          <Button type="reset" variant="outlined" color="secondary">
            <Trans>Reset</Trans>
          </Button>
        </Stack>
      </Box>
    </Stack>
  )
}
