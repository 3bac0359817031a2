import type { ReactNode } from 'react'
import Alert, { type AlertProps } from '@mui/material/Alert'
import { alpha } from '@mui/material/styles'

type Severity = NonNullable<AlertProps['severity']>

/**
 * An alert in a soft tint of its colour. MUI's standard alert darkens its background to near black
 * in dark mode; a translucent tint reads the same in both modes.
 */
export function TintedAlert({ severity = 'info', children, sx, ...rest }: AlertProps & { severity?: Severity; children: ReactNode }) {
  return (
    <Alert
      severity={severity}
      {...rest}
      sx={[
        (th) => ({
          color: 'text.primary',
          backgroundColor: alpha(th.palette[severity].main, th.palette.mode === 'dark' ? 0.16 : 0.1),
          '& .MuiAlert-message': { width: '100%' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Alert>
  )
}
