import { useEffect } from 'react'
import Button from '@mui/material/Button'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { usePreference } from '@/theme/settingsStore'
import { connectToastStack, type Toast } from './toast'

/** How long a toast with an action ("Undo") stays: long enough to read it and reach the button. */
const ACTION_DURATION = 8000

/** notistack, newest toast on top, at the top corner on the reading end of the line. */
export default function ToastStack() {
  const direction = usePreference('direction')
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: direction === 'rtl' ? 'left' : 'right' }}
      // notistack stacks a top-anchored container oldest first; reversing it puts the newest on top.
      classes={{ containerAnchorOriginTopRight: 'toasts-newest-first', containerAnchorOriginTopLeft: 'toasts-newest-first' }}
      autoHideDuration={4000}
    >
      <Connect />
    </SnackbarProvider>
  )
}

function Connect() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  useEffect(
    () =>
      connectToastStack(({ message, variant, action }: Toast) =>
        enqueueSnackbar(message, {
          variant,
          ...(action && {
            autoHideDuration: ACTION_DURATION,
            action: (key) => (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  closeSnackbar(key)
                  action.onClick()
                }}
              >
                {action.label}
              </Button>
            ),
          }),
        }),
      ),
    [enqueueSnackbar, closeSnackbar],
  )
  return null
}
