import { SafeHtml } from '@/components/SafeHtml'
import { mailHtmlRules } from '../sanitizeHtml'

/**
 * A message's HTML, cleaned by the kit's sanitiser with a mail's rules (../sanitizeHtml.ts: remote
 * images only once the reader asked for them, links in a new tab). The styles keep a sender's
 * markup inside the card: images and tables shrink to fit, long words wrap.
 */
export function MessageBody({ html, remoteImages = false }: { html: string; remoteImages?: boolean }) {
  return (
    <SafeHtml
      html={html}
      rules={mailHtmlRules({ remoteImages })}
      data-testid="message-body"
      dir="auto"
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
