import { useState } from 'react'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Persistent, with a close button`,
  description: msg`A snackbar without a timer, in a corner of its own: it stays until it is closed.`,
  order: 4,
}

/** The app's toasts always leave after a while; a message that must wait for the user is a Snackbar of its own. */
export default function PersistentSnackbar() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        <Trans>Show a persistent message</Trans>
      </Button>
      {/* No autoHideDuration: it stays. A click elsewhere ("clickaway") does not close it either, only its button. */}
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        message={t`You are offline. Changes will be saved when you reconnect.`}
        action={
          <IconButton size="small" color="inherit" aria-label={t`Close`} onClick={() => setOpen(false)}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        }
      />
    </>
  )
}
