import { useState } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import MenuRounded from '@mui/icons-material/MenuRounded'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { Task } from '@/api/contract/todo'
import type { TaskSort } from '@/api/contract/todoValues'
import { useAnnounceResults } from '@/components/announce'
import { SearchField } from '@/components/SearchField'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { StateMessage } from '@/components/StateMessage'
import { placeKey, type TaskQuery } from '../view'
import { EmptyList, ListSkeleton } from './ListStates'
import { PurgeTaskDialog } from './PurgeTaskDialog'
import { SortableTasks } from './SortableTasks'
import { SortMenu } from './SortMenu'
import { useTaskActions } from './useTaskActions'

interface TaskListProps {
  query: TaskQuery
  /** The list's query, as the screen reads it (the previous answer kept while another list loads). */
  list: UseQueryResult<Task[]>
  onSearch: (q: string) => void
  onSort: (sort: TaskSort) => void
  onOpen: (task: Task) => void
}

/** The main pane: search and order, then the tasks (or why there are none). */
export function TaskList({ query, list, onSearch, onSort, onOpen }: TaskListProps) {
  const { t } = useLingui()
  // Below `md` the sidebar is a drawer, opened by a button here.
  const sidebar = useSplitAppSidebar()
  const actions = useTaskActions(query)
  const [purging, setPurging] = useState<Task | null>(null)
  const tasks = list.data ?? []
  // How many tasks another list or a search holds, said to screen readers once they arrive.
  useAnnounceResults(
    `${placeKey(query)} ${query.q}`,
    list.isPlaceholderData || list.isError || !list.data ? undefined : tasks.length,
    (count) => plural(count, { one: '# task', other: '# tasks' }),
  )

  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 56, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        {sidebar.collapsed && (
          <IconButton aria-label={t`Open task lists`} {...sidebar.buttonProps}>
            <MenuRounded />
          </IconButton>
        )}
        <SearchField variant="plain" size="medium" fullWidth value={query.q} onChange={onSearch} label={t`Search tasks`} sx={{ height: '100%' }} />
        <SortMenu value={query.sortBy} onChange={onSort} />
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
        {list.isFetching && <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2, zIndex: 2 }} aria-label={t`Loading tasks`} />}
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !list.data ? (
          <StateMessage
            kind="error"
            title={<Trans>The tasks could not be loaded</Trans>}
            text={<Trans>Check your connection, then try again.</Trans>}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : tasks.length === 0 ? (
          <EmptyList query={query} />
        ) : (
          <SortableTasks
            tasks={tasks}
            query={query}
            dimmed={list.isPlaceholderData}
            actions={actions}
            onOpen={onOpen}
            onPurge={setPurging}
          />
        )}
      </Box>
      <PurgeTaskDialog task={purging} onClose={() => setPurging(null)} />
    </Box>
  )
}
