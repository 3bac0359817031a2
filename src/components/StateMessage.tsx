import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { alpha, type SxProps, type Theme } from '@mui/material/styles'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { contractMismatchText } from '@/api/errorText'

export type StateKind = 'empty' | 'error' | 'notFound'

const LOOKS = {
  empty: { tone: 'primary', icon: <InboxOutlined /> },
  error: { tone: 'error', icon: <ErrorOutlineOutlined /> },
  notFound: { tone: 'warning', icon: <LinkOffOutlined /> },
} as const

const SIZES = {
  medium: { circle: 72, glyph: 34, padding: 4 },
  // For tight places: a grid's overlay, a popup.
  small: { circle: 48, glyph: 26, padding: 3 },
} as const

interface StateMessageProps {
  kind: StateKind
  title: ReactNode
  text: ReactNode
  /** Replaces the kind's own icon (a folder's, a search's). */
  icon?: ReactNode
  /** With `kind="error"`: shows a Retry button that calls it. */
  onRetry?: () => void
  /**
   * What failed, if anything. An answer that does not match the contract is then shown as an
   * error, spelled out in place of `text` (the endpoint and the fields that differ, see
   * `contractMismatchText`): whatever the screen guessed (a missing record, a lost connection), it is not that.
   */
  error?: unknown
  /** A way on, under the text (clear the filters, back to the list). */
  action?: ReactNode
  size?: keyof typeof SIZES
  sx?: SxProps<Theme>
}

/**
 * What stands in place of content that is not there: nothing to list, a failed load, a link to
 * nothing. An error is announced at once (role "alert"); the others politely (role "status").
 */
export function StateMessage({ kind: givenKind, title, text, icon, onRetry, error, action, size = 'medium', sx }: StateMessageProps) {
  useLingui() // the mismatch's words follow the language
  const mismatch = contractMismatchText(error)
  const kind = mismatch ? 'error' : givenKind
  const { tone, icon: kindIcon } = LOOKS[kind]
  const { circle, glyph, padding } = SIZES[size]
  const retry = kind === 'error' && onRetry
  return (
    <Box
      role={kind === 'error' ? 'alert' : 'status'}
      sx={[{ flex: 1, display: 'grid', placeItems: 'center', p: padding, textAlign: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ maxWidth: 400, minWidth: 0 }}>
        <Box
          sx={(theme) => ({
            mx: 'auto',
            mb: 1.5,
            width: circle,
            height: circle,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: alpha(theme.palette[tone].main, SOFT_TINT),
            '& svg': { fontSize: glyph },
          })}
        >
          {icon ?? kindIcon}
        </Box>
        {/* A searched word can be one long run of letters: it must wrap, not widen the page. */}
        <Typography variant="h6" component="p" sx={{ mb: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} data-testid={mismatch ? 'contract-mismatch' : undefined}>
          {mismatch ?? text}
        </Typography>
        {(retry || action) && (
          <Box sx={{ mt: size === 'small' ? 1.5 : 2.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            {retry && (
              <Button variant="contained" size={size} startIcon={<Refresh />} onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            )}
            {action}
          </Box>
        )}
      </Box>
    </Box>
  )
}
