import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'

export type TimelineColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'

/**
 * A timeline built from plain MUI parts: an ordered list, each event a dot on a line with its
 * content beside it (and, if given, its time on the other side). Lines and sides follow the layout's
 * direction.
 */
export function Timeline({ children, 'aria-label': label }: { children: ReactNode; 'aria-label'?: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  )
}

export interface TimelineItemProps {
  color?: TimelineColor
  /** A solid dot, or a ring. */
  variant?: 'filled' | 'outlined'
  /** An icon in a larger dot, instead of a plain one. */
  icon?: ReactNode
  /** On the other side of the line: the event's time. */
  opposite?: ReactNode
  /** The event. */
  children: ReactNode
}

export function TimelineItem({ color = 'primary', variant = 'filled', icon, opposite, children }: TimelineItemProps) {
  // Each part sits so that the dot's middle is on the first line of the text.
  const dotSize = icon ? 32 : 12
  const dotTop = icon ? 0 : 6
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, '&:last-of-type .timeline-connector': { visibility: 'hidden' } }}>
      {opposite !== undefined && (
        <Box sx={{ flex: '0 0 25%', maxWidth: 120, textAlign: 'end', typography: 'body2', color: 'text.secondary', pt: icon ? 0.75 : 0 }}>{opposite}</Box>
      )}
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0, width: 32 }}>
        <Box
          sx={(theme) => ({
            mt: `${dotTop}px`,
            width: dotSize,
            height: dotSize,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            ...(icon
              ? { color: theme.palette[color].main, bgcolor: alpha(theme.palette[color].main, 0.12), '& svg': { fontSize: 18 } }
              : variant === 'filled'
                ? { bgcolor: theme.palette[color].main, boxShadow: `0 0 0 3px ${alpha(theme.palette[color].main, 0.16)}` }
                : { border: `2px solid ${theme.palette[color].main}` }),
          })}
        >
          {icon}
        </Box>
        <Box className="timeline-connector" sx={{ flex: 1, width: 2, minHeight: 16, my: 0.75, bgcolor: 'divider' }} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pb: 3, pt: icon ? 0.5 : 0 }}>{children}</Box>
    </Box>
  )
}
