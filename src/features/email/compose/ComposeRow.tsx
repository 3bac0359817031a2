import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'

interface ComposeRowProps {
  /** Id of the field the label names. */
  htmlFor: string
  label: ReactNode
  error?: string
  /** Id for the error text, which the field points to with aria-describedby. */
  errorId: string
  /** Buttons at the end of the row (Cc, Bcc). */
  actions?: ReactNode
  children: ReactNode
}

/** One line of the compose form, mail-client style: a short label, the field, a divider below. */
export function ComposeRow({ htmlFor, label, error, errorId, actions, children }: ComposeRowProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
        <Box component="label" htmlFor={htmlFor} sx={{ color: 'text.secondary', minWidth: 56, typography: 'body2' }}>
          {label}
        </Box>
        {children}
        {actions}
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mt: 0, mb: 0.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}
