import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ReplyRounded from '@mui/icons-material/ReplyRounded'
import ForwardRounded from '@mui/icons-material/ForwardRounded'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Trans } from '@lingui/react/macro'
import { StateMessage } from '@/components/StateMessage'
import { useCompose } from '../compose/ComposeProvider'
import type { EmailListContext } from '../view'
import { DetailHeader } from './DetailHeader'
import { Thread } from './Thread'
import { useGoToNeighbour } from './useGoToNeighbour'
import { useMarkReadOnOpen } from './useMarkReadOnOpen'
import { useOpenMail } from './useOpenMail'
import { useShowInOwnFolder } from './useShowInOwnFolder'

interface MailDetailProps {
  id: number
  context: EmailListContext
  onClose: () => void
  /** Shows another mail of the same list (previous/next). */
  onOpen: (id: number) => void
}

/** One mail: header and actions, the thread, and reply/forward (a draft offers to go on writing instead). */
export function MailDetail({ id, context, onClose, onOpen }: MailDetailProps) {
  const { openCompose } = useCompose()
  const { data: mail, error, isPlaceholderData } = useOpenMail(id, context)
  const step = useGoToNeighbour(context, onOpen)
  useMarkReadOnOpen(mail)
  useShowInOwnFolder(mail, !isPlaceholderData, context)

  if (!mail) return error ? <MailMissing error={error} onClose={onClose} /> : <DetailSkeleton />

  return (
    <Box data-testid="email-detail" data-mail-id={mail.id} sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <DetailHeader mail={mail} onClose={onClose} stepping={step.isPending} onStep={(dir) => step.mutate({ from: mail.id, dir })} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', bgcolor: 'background.default', p: { xs: 1.5, sm: 3 } }}>
        <Thread key={mail.id} mail={mail} />
        <Paper variant="outlined" sx={{ mt: 1.5, p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {mail.folder === 'draft' ? (
            <Button variant="contained" startIcon={<EditOutlined />} onClick={() => openCompose({ mode: 'draft', email: mail })}>
              <Trans>Continue writing</Trans>
            </Button>
          ) : (
            <>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', flex: 1 }}>
                <Trans>Write back or pass it on:</Trans>
              </Typography>
              <Button variant="contained" startIcon={<ReplyRounded />} onClick={() => openCompose({ mode: 'reply', email: mail })}>
                <Trans>Reply</Trans>
              </Button>
              <Button variant="outlined" startIcon={<ForwardRounded />} onClick={() => openCompose({ mode: 'forward', email: mail })}>
                <Trans>Forward</Trans>
              </Button>
            </>
          )}
        </Paper>
      </Box>
    </Box>
  )
}

function DetailSkeleton() {
  return (
    <Box aria-busy sx={{ height: '100%', p: 3, bgcolor: 'background.paper' }}>
      <Skeleton width="50%" height={36} />
      <Skeleton width="30%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  )
}

/** A link to a mail that is gone (or never was). */
function MailMissing({ error, onClose }: { error: Error; onClose: () => void }) {
  return (
    <StateMessage
      kind="notFound"
      title={<Trans>This mail could not be opened</Trans>}
      text={<Trans>It may have been deleted, or the link is wrong.</Trans>}
      error={error}
      action={
        <Button variant="outlined" onClick={onClose}>
          <Trans>Back to the list</Trans>
        </Button>
      }
      sx={{ height: '100%', bgcolor: 'background.paper' }}
    />
  )
}
