import { useEffect, type FocusEvent } from 'react'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import type { Theme } from '@mui/material/styles'
import { SnackbarProvider, useSnackbar } from 'notistack'
import { usePreferences } from '@/theme/settingsStore'
import { connectToastStack, toastTimer, type Toast, type ToastTimer } from './toast'

/** How long a toast stays: long enough to read a short sentence. */
const DURATION = 4000
/** How long a toast with an action ("Undo") stays: long enough to read it and reach the button. */
const ACTION_DURATION = 8000

/** notistack's own gap between the window's bottom edge and a toast (its container's padding aside). */
const EDGE = 14
/** How far the sticky footer and the scroll-to-top button keep from the bottom (src/layout/ScrollToTop.tsx). */
const ABOVE_STICKY_FOOTER = 80
const SCROLL_TO_TOP_BOTTOM = 24
/** The scroll-to-top button's height (a medium Fab) and a gap over it. */
const OVER_SCROLL_TO_TOP = 48 + 8

const COLOURED = ['success', 'error', 'warning', 'info'] as const

/**
 * Each toast in its palette colour with that colour's label colour, 4.5:1 or more in both modes
 * (src/theme/createAppTheme.ts), where notistack's own green, orange and blue carry white text
 * at 2.2 to 3.7:1. Two classes: notistack's single-class rules come first. The focus ring of a
 * toast's button takes the toast's text colour, which reads on the toast as the primary one may not.
 */
function toastColours(theme: Theme) {
  return {
    ...Object.fromEntries(
      COLOURED.map((variant) => [
        `.notistack-MuiContent.notistack-MuiContent-${variant}`,
        { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
      ]),
    ),
    '.notistack-MuiContent .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' },
  }
}

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
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} classes={{ containerRoot: 'toasts' }}>
      {/* Two classes: notistack's own single-class rule sets the bottom edge first. */}
      <GlobalStyles
        styles={(theme) => ({
          '.notistack-SnackbarContainer.toasts': { bottom, [theme.breakpoints.down('sm')]: { bottom: phoneBottom } },
          ...toastColours(theme),
        })}
      />
      <Connect />
    </SnackbarProvider>
  )
}

let lastKey = 0

function Connect() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  useEffect(() => {
    // The toasts on screen: none runs out while the window is in the background.
    const shown = new Set<ToastTimer>()
    const away = () => shown.forEach((timer) => timer.hold('window'))
    const back = () => shown.forEach((timer) => timer.release('window'))
    window.addEventListener('blur', away)
    window.addEventListener('focus', back)

    const disconnect = connectToastStack(({ message, variant, action }: Toast) => {
      const key = `toast-${++lastKey}`
      const timer = toastTimer(action ? ACTION_DURATION : DURATION, () => closeSnackbar(key))
      enqueueSnackbar(message, {
        key,
        variant,
        // Our own timer, not notistack's: notistack's waits while the pointer is on a toast, not
        // while the focus is in it.
        autoHideDuration: null,
        SnackbarProps: {
          onMouseEnter: () => timer.hold('pointer'),
          onMouseLeave: () => timer.release('pointer'),
          onFocus: () => timer.hold('focus'),
          onBlur: (event: FocusEvent<HTMLDivElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.release('focus')
          },
        },
        onEnter: () => {
          shown.add(timer)
          timer.start()
        },
        onExit: () => {
          shown.delete(timer)
          timer.stop()
        },
        ...(action && {
          action: (snackKey) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(snackKey)
                action.onClick()
              }}
            >
              {action.label}
            </Button>
          ),
        }),
      })
    })

    return () => {
      disconnect()
      window.removeEventListener('blur', away)
      window.removeEventListener('focus', back)
      shown.forEach((timer) => timer.stop())
    }
  }, [enqueueSnackbar, closeSnackbar])
  return null
}
