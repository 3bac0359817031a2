import { useMemo } from 'react'
import Box, { type BoxProps } from '@mui/material/Box'
import { sanitizeHtml, type SanitizeOptions } from '@/lib/sanitizeHtml'

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from someone else (a mail, a note): it is cleaned here, whatever the caller did before. */
  html: string
  /**
   * Further rules (fewer elements, links in a new tab, a check of its own per attribute); they can
   * only take away from what the kit allows. Pass the same object while they do not change.
   */
  rules?: SanitizeOptions
}

/**
 * Untrusted HTML, cleaned by the kit's sanitiser (src/lib/sanitizeHtml.ts) and shown in a Box. The
 * one place in the app where HTML enters the page (an ESLint rule refuses `dangerouslySetInnerHTML`
 * anywhere else). Someone's text runs the way it is written (`dir="auto"`), whatever the layout's
 * or the app language's direction; a caller may say otherwise with its own `dir`.
 */
export function SafeHtml({ html, rules, ...box }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, rules), [html, rules])
  return <Box dir="auto" {...box} dangerouslySetInnerHTML={{ __html: clean }} />
}
