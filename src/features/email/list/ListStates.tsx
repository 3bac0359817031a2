import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import SearchOff from '@mui/icons-material/SearchOff'
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { StateMessage } from '@/components/StateMessage'
import { folderInfo, labelInfo } from '../folders'
import type { EmailListContext } from '../view'

/** Nothing to list: says why, in the words of the folder, the label or the search. */
export function EmptyList({ context }: { context: EmailListContext }) {
  const { i18n } = useLingui()
  if (context.q) {
    const q = context.q
    return <StateMessage kind="empty" icon={<SearchOff />} title={<Trans>No mail matches “{q}”</Trans>} text={<Trans>Try other words, or search another folder.</Trans>} />
  }
  if (context.label) {
    const name = i18n._(labelInfo(context.label).name)
    return <StateMessage kind="empty" icon={<LabelOffOutlined />} title={<Trans>Nothing labelled {name}</Trans>} text={<Trans>Add the label to a mail from its label menu.</Trans>} />
  }
  const { icon: Icon, emptyTitle, emptyText } = folderInfo(context.folder)
  return <StateMessage kind="empty" icon={<Icon />} title={i18n._(emptyTitle)} text={i18n._(emptyText)} />
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
