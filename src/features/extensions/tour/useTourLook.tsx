import { alpha, useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { Locale, Options, Step, Styles } from 'react-joyride'

// Joyride fills these in itself: the words around them are the language's.
const CURRENT = '{current}'
const TOTAL = '{total}'

/**
 * What every tour of the app shares: Joyride's colours from the MUI palette (light or dark, whatever the mode),
 * the app's font and corners, its buttons' words in the active language, and a place above the app bar.
 */
export function useTourLook(): {
  options: Partial<Options>
  styles: Partial<Styles>
  locale: Locale
} {
  const theme = useTheme()
  const { t } = useLingui()
  const { palette } = theme
  const button = {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.button.fontSize,
    borderRadius: theme.shape.borderRadius,
  }
  return {
    options: {
      primaryColor: palette.primary.main,
      backgroundColor: palette.background.paper,
      arrowColor: palette.background.paper,
      textColor: palette.text.primary,
      overlayColor: alpha(palette.common.black, palette.mode === 'dark' ? 0.7 : 0.5),
      zIndex: theme.zIndex.modal + 1,
      // Clear of the sticky app bar: a target scrolled into view is not left under it.
      scrollOffset: 120,
      showProgress: true,
      skipBeacon: true,
      buttons: ['back', 'close', 'primary', 'skip'],
      // Close and Escape end the tour, as Skip does: none of them leads on to the next step.
      closeButtonAction: 'skip',
    },
    styles: {
      tooltip: {
        fontFamily: theme.typography.fontFamily,
        borderRadius: Number(theme.shape.borderRadius) * 1.5,
        boxShadow: theme.shadows[8],
      },
      tooltipTitle: {
        fontSize: theme.typography.h6.fontSize,
        fontWeight: theme.typography.h6.fontWeight,
        textAlign: 'start',
      },
      tooltipContent: {
        fontSize: theme.typography.body2.fontSize,
        textAlign: 'start',
        color: palette.text.secondary,
      },
      buttonPrimary: { ...button, color: palette.primary.contrastText },
      buttonBack: { ...button, color: palette.text.secondary },
      buttonSkip: { ...button, color: palette.text.secondary },
      buttonClose: { color: palette.text.secondary },
    },
    locale: {
      back: t`Back`,
      close: t`Close`,
      last: t`Done`,
      next: t`Next`,
      nextWithProgress: t`Next (${CURRENT} of ${TOTAL})`,
      open: t`Open the tour`,
      skip: t`Skip tour`,
    },
  }
}

/**
 * The steps with their title and text isolated (bdi): a sentence of a left-to-right language keeps its full stop
 * at its end in the right-to-left layout, as the app's cards do (src/components/TitledCard.tsx).
 */
export function isolated(steps: readonly Step[]): Step[] {
  return steps.map((step) => ({ ...step, title: step.title && <bdi>{step.title}</bdi>, content: <bdi>{step.content}</bdi> }))
}
