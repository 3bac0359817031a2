import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import SendRounded from '@mui/icons-material/SendRounded'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ChatContact } from '@/api/contract/chat'
import { MAX_CHAT_MESSAGE_LENGTH } from '@/api/contract/chatValues'
import { draftOf, keepDraft } from '../drafts'
import { useSendMessage } from '../mutations'

/**
 * Where the user writes. Enter sends and Shift+Enter starts a new line (as does Enter while an input
 * method is composing a character); the message shows in the thread at once. A message is at most
 * MAX_CHAT_MESSAGE_LENGTH characters: the counter beside the field says how many are used, and turns
 * red past the limit, when Send waits for a shorter text. What is typed and not sent stays with its chat
 * (../drafts.ts): another chat and back finds it again.
 */
export function Composer({ contact }: { contact: ChatContact }) {
  const { t, i18n } = useLingui()
  // What was typed to this contact before switching to another chat (the composer is made anew for each chat).
  const [text, setText] = useState(() => draftOf(contact.id))
  const input = useRef<HTMLTextAreaElement>(null)
  const counterId = useId()
  const { send } = useSendMessage()
  const length = text.length
  const tooLong = length > MAX_CHAT_MESSAGE_LENGTH
  const blank = text.trim() === ''

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (blank || tooLong) return
    send(contact, text)
    write('')
    input.current?.focus()
  }
  const write = (next: string) => {
    setText(next)
    keepDraft(contact.id, next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  const sendLabel = t`Send`
  const name = contact.fullName

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t`Write to ${name}`}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          border: 1,
          borderColor: tooLong ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 0.75,
          '&:focus-within': { borderColor: tooLong ? 'error.main' : 'primary.main', boxShadow: `0 0 0 1px ${theme.palette[tooLong ? 'error' : 'primary'].main}` },
        })}
      >
        <InputBase
          inputRef={input}
          value={text}
          onChange={(event) => write(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Type a message…`}
          multiline
          maxRows={6}
          fullWidth
          slotProps={{
            input: {
              'aria-label': t`Message`,
              'aria-describedby': counterId,
              'aria-invalid': tooLong || undefined,
              dir: 'auto',
              'data-testid': 'message-input',
            } as object,
          }}
        />
        <Typography
            id={counterId}
            variant="caption"
            component="p"
            data-testid="message-counter"
            sx={{ textAlign: 'end', color: tooLong ? 'error.main' : 'text.secondary' }}
          >
            {`${i18n.number(length)} / ${i18n.number(MAX_CHAT_MESSAGE_LENGTH)}`}
            {tooLong && ` · ${plural(length - MAX_CHAT_MESSAGE_LENGTH, { one: '# character too many', other: '# characters too many' })}`}
          </Typography>
      </Box>
      <Tooltip title={sendLabel}>
        <span>
          <IconButton type="submit" color="primary" aria-label={sendLabel} disabled={blank || tooLong} sx={{ mb: 0.5 }}>
            <SendRounded sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  )
}
