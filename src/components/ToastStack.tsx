import { useEffect } from 'react'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { usePreference } from '@/theme/settingsStore'
import { connectToastStack } from './toast'

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
  const { enqueueSnackbar } = useSnackbar()
  useEffect(() => connectToastStack(({ message, variant }) => enqueueSnackbar(message, { variant })), [enqueueSnackbar])
  return null
}
