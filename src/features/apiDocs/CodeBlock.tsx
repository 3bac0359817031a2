import Box from '@mui/material/Box'
import { MONO } from './SchemaView'

interface CodeBlockProps {
  /** The text, shown as it is (pretty JSON, a URL). */
  children: string
  /** Names the block for screen readers ("Example", "Answer"). */
  label: string
  maxHeight?: number
  'data-testid'?: string
}

/**
 * Preformatted code that stays left to right in a right-to-left page and scrolls inside its own
 * box, so a long line never widens the page. It takes the focus, so a keyboard can scroll it too.
 */
export function CodeBlock({ children, label, maxHeight = 360, 'data-testid': testId }: CodeBlockProps) {
  return (
    <Box
      component="pre"
      dir="ltr"
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
      sx={{
        ...MONO,
        m: 0,
        p: 1.5,
        maxHeight,
        overflow: 'auto',
        whiteSpace: 'pre',
        // `start` follows the block's own direction (left to right); a mirrored page flips `left`.
        textAlign: 'start',
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.primary',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {children}
    </Box>
  )
}

/** A value as pretty JSON (two spaces), for examples and answers. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value)
