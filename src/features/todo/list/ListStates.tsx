import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import SearchOff from '@mui/icons-material/SearchOff'
import LabelOffOutlined from '@mui/icons-material/LabelOffOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { StateMessage } from '@/components/StateMessage'
import { filterInfo, tagInfo } from '../places'
import type { TaskQuery } from '../view'

/** Nothing to list: says why, in the words of the search, the tag or the list. */
export function EmptyList({ query }: { query: TaskQuery }) {
  const { i18n } = useLingui()
  if (query.q) {
    const q = query.q
    return <StateMessage kind="empty" icon={<SearchOff />} title={<Trans>No task matches “{q}”</Trans>} text={<Trans>Try other words, or search another list.</Trans>} />
  }
  if (query.tag) {
    const name = i18n._(tagInfo(query.tag).name)
    return (
      <StateMessage kind="empty" icon={<LabelOffOutlined />} title={<Trans>No tasks tagged {name}</Trans>} text={<Trans>Add the tag to a task in its form.</Trans>} />
    )
  }
  const { icon: Icon, emptyTitle, emptyText } = filterInfo(query.filter)
  return <StateMessage kind="empty" icon={<Icon />} title={i18n._(emptyTitle)} text={i18n._(emptyText)} />
}

/** Rows shaped like tasks while the first answer is on its way. */
export function ListSkeleton() {
  const { t } = useLingui()
  return (
    <Box aria-busy aria-label={t`Loading tasks`} role="status" sx={{ flex: 1 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
          <Skeleton variant="rounded" width={18} height={18} />
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={56} height={22} />
          <Skeleton variant="circular" width={30} height={30} />
        </Box>
      ))}
    </Box>
  )
}
