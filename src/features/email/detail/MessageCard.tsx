import { useMemo } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Email, EmailAddress } from '@/api/contract/email'
import { formatFullTime } from '../format'
import { previewText } from '../previewText'
import { SenderAvatar } from '../shared/SenderAvatar'
import { AttachmentList } from './AttachmentList'
import { MessageBody } from './MessageBody'
import { RemoteImagesBar } from './RemoteImagesBar'
import { useRemoteImages } from './useRemoteImages'

const names = (addresses: readonly EmailAddress[]) => addresses.map((a) => a.name || a.email).join(', ')

/** One message of a thread, open: who wrote it to whom and when, the message, its files. */
export function OpenMessage({ message }: { message: Email }) {
  const to = names(message.to)
  const cc = names(message.cc)
  const images = useRemoteImages(message)
  return (
    <Paper variant="outlined" data-testid="thread-message" data-open="true" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2.5 }}>
        <SenderAvatar sender={message.from} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <bdi>{message.from.name}</bdi>{' '}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 400, color: 'text.secondary', typography: 'body2' }}>
              &lt;<bdi>{message.from.email}</bdi>&gt;
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            <Trans>to {to}</Trans>
            {cc && (
              <>
                {' · '}
                <Trans>cc {cc}</Trans>
              </>
            )}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {formatFullTime(message.time)}
        </Typography>
      </Box>
      {images.blocked > 0 && <RemoteImagesBar onShow={images.show} />}
      <MessageBody html={message.message} remoteImages={images.shown} />
      {message.attachments.length > 0 && <AttachmentList attachments={message.attachments} remoteThumbnails={images.shown} />}
    </Paper>
  )
}

/** One earlier message, folded to a line; clicking it opens it. */
export function FoldedMessage({ message, onOpen }: { message: Email; onOpen: () => void }) {
  const { t } = useLingui()
  const preview = useMemo(() => previewText(message.message), [message.message])
  return (
    <Paper variant="outlined" data-testid="thread-message" data-open="false">
      <ButtonBase
        onClick={onOpen}
        aria-expanded={false}
        aria-label={t`Show the message from ${message.from.name}`}
        sx={{ width: '100%', display: 'flex', gap: 1.5, px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'flex-start', textAlign: 'start', borderRadius: 'inherit' }}
      >
        <SenderAvatar sender={message.from} size={32} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            <bdi>{message.from.name}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            <bdi>{preview}</bdi>
          </Typography>
        </Box>
        {message.attachments.length > 0 && <AttachFile fontSize="small" sx={{ color: 'text.secondary', transform: 'rotate(45deg)' }} />}
        <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {formatFullTime(message.time)}
        </Typography>
      </ButtonBase>
    </Paper>
  )
}
