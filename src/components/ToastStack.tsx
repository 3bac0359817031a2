import { useEffect } from 'react'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { usePreferences } from '@/theme/settingsStore'
import { connectToastStack, type Toast } from './toast'

/** How long a toast with an action ("Undo") stays: long enough to read it and reach the button. */
const ACTION_DURATION = 8000

/** notistack's own gap between the window's bottom edge and a toast (its container's padding aside). */
const EDGE = 14
/** How far the sticky footer and the scroll-to-top button keep from the bottom (src/layout/ScrollToTop.tsx). */
const ABOVE_STICKY_FOOTER = 80
const SCROLL_TO_TOP_BOTTOM = 24
/** The scroll-to-top button's height (a medium Fab) and a gap over it. */
const OVER_SCROLL_TO_TOP = 48 + 8

/**
 * notistack at the bottom of the window, centred (across the phone's width below `sm`), newest on
 * top: the navbar's buttons and the page's own actions under it stay free. It stands above a sticky
 * footer, and on a phone, where it spans the width, above the scroll-to-top button too.
 */
export default function ToastStack() {
  const { footerType, scrollToTop } = usePreferences()
  const sticky = footerType === 'sticky'
  const bottom = sticky ? ABOVE_STICKY_FOOTER : EDGE
  const phoneBottom = scrollToTop ? (sticky ? ABOVE_STICKY_FOOTER : SCROLL_TO_TOP_BOTTOM) + OVER_SCROLL_TO_TOP : bottom
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} classes={{ containerRoot: 'toasts' }} autoHideDuration={4000}>
      {/* Two classes: notistack's own single-class rule sets the bottom edge first. */}
      <GlobalStyles styles={(theme) => ({ '.notistack-SnackbarContainer.toasts': { bottom, [theme.breakpoints.down('sm')]: { bottom: phoneBottom } } })} />
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
