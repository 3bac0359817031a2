import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { Breakpoint } from '@mui/material/styles'

export interface ResultListProps {
  /** The list's accessible name ("Posts", "Products"). */
  label: string
  /** True while the rows of the previous search still show and the new ones are on their way (placeholderData): the list dims. */
  stale: boolean
  /** A grid's columns, by breakpoint (`{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }`); none: one item per line. */
  columns?: string | Partial<Record<Breakpoint, string>>
  'data-testid'?: string
  /** The items, each an `<li>`. */
  children: ReactNode
}

/** A screen's list of results (mails, posts, products): a named `ul`, its items laid out in a grid or one per line. */
export function ResultList({ label, stale, columns, 'data-testid': testId, children }: ResultListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        ...(columns && { display: 'grid', gap: 3, gridTemplateColumns: columns }),
        opacity: stale ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {children}
    </Box>
  )
}
