import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import Typography from '@mui/material/Typography'
import { SplitAppLayout } from '@/components/SplitAppLayout'
import { visuallyHidden } from '@/components/visuallyHidden'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { TaskList } from './list/TaskList'
import { todoQueries } from './queries'
import type { TodoSearch, TodoSearchChange } from './search'
import { TodoSidebar } from './sidebar/TodoSidebar'
import { useOpenTask } from './drawer/useOpenTask'
import { placeKey, taskQuery, type TodoPlace } from './view'

// The form's code (react-hook-form, the date picker, the editor) loads with the first drawer opened.
const TaskDrawer = lazyOnOpen(() => import('./drawer/TaskDrawer').then((module) => module.TaskDrawer))

interface TodoScreenProps {
  /** The filter or tag, from the path; neither for every task. */
  place: TodoPlace
  /** The search text, the order and the open task, from the query. */
  search: TodoSearch
  onSearchChange: TodoSearchChange
}

/**
 * /apps/todo: the lists in a sidebar (a drawer below `md`), the tasks beside it, and the open task
 * (`?task=12`) or a new one in a form drawer over the page.
 */
export function TodoScreen({ place, search, onSearchChange }: TodoScreenProps) {
  const { t } = useLingui()
  const query = taskQuery(place, search)
  const counts = useQuery({ ...todoQueries.counts(), placeholderData: keepPreviousData }).data
  const list = useQuery({ ...todoQueries.list(query), placeholderData: keepPreviousData })
  const [adding, setAdding] = useState(false)
  const closeTask = () => onSearchChange({ task: undefined })
  const open = useOpenTask(search.task, list.isPlaceholderData ? undefined : list.data, closeTask)

  return (
    <SplitAppLayout
      data-testid="todo-app"
      sidebarLabel={t`Task lists`}
      sidebar={<TodoSidebar place={place} sortBy={search.sortBy} counts={counts} onAdd={() => setAdding(true)} onAddIntent={TaskDrawer.preload} />}
      detailLabel={t`Task`}
    >
      {/* The page's one heading, for those who move by headings: the screen shows the app, not a title. */}
      <Typography component="h1" sx={visuallyHidden}>
        {t`Todo`}
      </Typography>
      <TaskList
        query={query}
        list={list}
        onSearch={(q) => onSearchChange({ q }, { replace: true })}
        onSort={(sortBy) => onSearchChange({ sortBy })}
        onOpen={(task) => onSearchChange({ task: task.id })}
      />
      <TaskDrawer key={open.task?.id ?? 'none'} open={open.task !== undefined && open.shown} task={open.task} onClose={closeTask} />
      <TaskDrawer key={`new ${placeKey(place)}`} open={adding} place={place} onClose={() => setAdding(false)} />
    </SplitAppLayout>
  )
}
