import { useState } from 'react'
import Box from '@mui/material/Box'
import type { Email } from '@/api/contract/email'
import { FoldedMessage, OpenMessage } from './MessageCard'

/**
 * A mail and its replies, oldest first. The newest is open; the earlier ones are folded to a line
 * each and open on a click. Keyed by the mail where it is used, so another mail starts folded again.
 */
export function Thread({ mail }: { mail: Email }) {
  const messages = [mail, ...mail.replies]
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([messages.length - 1]))
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {messages.map((message, index) =>
        opened.has(index) ? (
          <OpenMessage key={index} message={message} />
        ) : (
          <FoldedMessage key={index} message={message} onOpen={() => setOpened((current) => new Set(current).add(index))} />
        ),
      )}
    </Box>
  )
}
