import { useMemo } from 'react'
import Link from '@mui/material/Link'
import { splitLinks } from '../links'

/**
 * A message's text: plain text as React writes it (never HTML), its web addresses as links that open
 * in a new tab without handing it this page (`noopener noreferrer`).
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text])
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ textDecorationColor: 'currentColor' }}>
        {part.text}
      </Link>
    ),
  )
}
