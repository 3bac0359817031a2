import Box from '@mui/material/Box'
import type { CleanHtml } from '../sanitizeHtml'

/**
 * A message's HTML, cleaned by ../sanitizeHtml.ts (the CleanHtml type says so) before React puts it
 * in the page. The styles keep a sender's markup inside the card: images and tables shrink to fit,
 * long words wrap.
 */
export function MessageBody({ html }: { html: CleanHtml }) {
  return (
    <Box
      data-testid="message-body"
      dir="auto"
      // Sanitised (CleanHtml): this is the one place where mail HTML enters the page.
      dangerouslySetInnerHTML={{ __html: html }}
      sx={(theme) => ({
        ...theme.typography.body1,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& p': { my: 1.25 },
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& ul, & ol': { my: 1.25, ps: 3 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { maxWidth: '100%', borderCollapse: 'collapse' },
        '& blockquote': { mx: 0, ps: 2, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary' },
        '& pre': { whiteSpace: 'pre-wrap' },
      })}
    />
  )
}
