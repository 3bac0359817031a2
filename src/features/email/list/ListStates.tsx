import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import SearchOff from '@mui/icons-material/SearchOff'
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { Trans, useLingui } from '@lingui/react/macro'
import { folderInfo, labelInfo } from '../folders'
import type { EmailListContext } from '../view'

/** A state in place of the list: an icon in a soft circle, a title, a line of text, maybe an action. */
function ListState({ icon, title, text, tone = 'primary', action }: { icon: ReactNode; title: ReactNode; text: ReactNode; tone?: 'primary' | 'error'; action?: ReactNode }) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 360 }}>
        <Box
          sx={(theme) => ({
            mx: 'auto',
            mb: 2,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: alpha(theme.palette[tone].main, 0.12),
            '& svg': { fontSize: 34 },
          })}
        >
          {icon}
        </Box>
        <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
        {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
      </Box>
    </Box>
  )
}

/** Nothing to list: says why, in the words of the folder, the label or the search. */
export function EmptyList({ context }: { context: EmailListContext }) {
  const { i18n } = useLingui()
  if (context.q) {
    const q = context.q
    return <ListState icon={<SearchOff />} title={<Trans>No mail matches “{q}”</Trans>} text={<Trans>Try other words, or search another folder.</Trans>} />
  }
  if (context.label) {
    const name = i18n._(labelInfo(context.label).name)
    return <ListState icon={<LabelOffOutlined />} title={<Trans>Nothing labelled {name}</Trans>} text={<Trans>Add the label to a mail from its label menu.</Trans>} />
  }
  const { icon: Icon, emptyTitle, emptyText } = folderInfo(context.folder)
  return <ListState icon={<Icon />} title={i18n._(emptyTitle)} text={i18n._(emptyText)} />
}

/** The list could not be loaded. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <ListState
      tone="error"
      icon={<ErrorOutlineOutlined />}
      title={<Trans>The mail could not be loaded</Trans>}
      text={<Trans>Check your connection, then try again.</Trans>}
      action={
        <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    />
  )
}

/** Rows shaped like mails while the first answer is on its way. */
export function ListSkeleton() {
  const { t } = useLingui()
  return (
    <Box aria-busy aria-label={t`Loading mail`} sx={{ flex: 1 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton variant="rounded" width={18} height={18} />
          <Skeleton variant="circular" width={34} height={34} />
          <Skeleton width={140} />
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton width={48} />
        </Box>
      ))}
    </Box>
  )
}
