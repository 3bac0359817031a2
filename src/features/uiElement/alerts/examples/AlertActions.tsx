import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Actions and dismissal`, description: msg`A button that answers the message, and a close button.`, order: 5 }

export default function AlertActions() {
  const [open, setOpen] = useState(true)
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Collapse in={open} sx={{ width: '100%' }}>
        <Alert role="status" severity="info" onClose={() => setOpen(false)}>
          <Trans>Two people were invited to your team.</Trans>
        </Alert>
      </Collapse>
      <Alert
        role="note"
        severity="warning"
        sx={{ width: '100%' }}
        action={
          <Button color="inherit" size="small">
            <Trans>Renew</Trans>
          </Button>
        }
      >
        <Trans>Your subscription ends in three days.</Trans>
      </Alert>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={open}>
        <Trans>Show the message again</Trans>
      </Button>
    </Stack>
  )
}
