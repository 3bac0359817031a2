import { useMemo } from 'react'
import Box from '@mui/material/Box'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { Task } from '@/api/contract/todo'
import { beforeIdAfterMove } from '../taskState'
import { canReorder, type TaskQuery } from '../view'
import { TaskRow } from './TaskRow'
import type { TaskActions } from './useTaskActions'

interface SortableTasksProps {
  tasks: readonly Task[]
  query: TaskQuery
  /** The previous list, shown while the next one loads. */
  dimmed: boolean
  actions: TaskActions
  onOpen: (task: Task) => void
  onPurge: (task: Task) => void
}

/** Tasks move up and down only: the list is one column. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/**
 * The tasks, which the user can put in their own order by dragging a row's handle, with the pointer
 * or the keyboard (Space, the arrow keys, Space again; Escape puts it back). Only in the order they
 * arrange (latest) and outside the deleted list: a sorted order is the sort's. Each move is said to
 * screen readers in the app's language, and kept by the back end.
 */
export function SortableTasks({ tasks, query, dimmed, actions, onOpen, onPurge }: SortableTasksProps) {
  const { t } = useLingui()
  const reorderable = canReorder(query) && !dimmed
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks])
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? ''
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1
  const total = tasks.length
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const title = titleOf(active.id)
      const position = positionOf(active.id)
      return plural(total, { one: `Picked up “${title}”, at position ${position} of #.`, other: `Picked up “${title}”, at position ${position} of #.` })
    },
    onDragOver: ({ active, over }) => {
      const title = titleOf(active.id)
      if (!over) return t`“${title}” is no longer over the list.`
      const position = positionOf(over.id)
      return plural(total, { one: `“${title}” moved to position ${position} of #.`, other: `“${title}” moved to position ${position} of #.` })
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.id)
      if (!over) return t`“${title}” was dropped outside the list and stays where it was.`
      const position = positionOf(over.id)
      return plural(total, { one: `“${title}” dropped at position ${position} of #.`, other: `“${title}” dropped at position ${position} of #.` })
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id)
      return t`Moving “${title}” was cancelled; it is back where it was.`
    },
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const task = tasks.find((candidate) => candidate.id === active.id)
    if (!task) return
    const order = arrayMove(ids, ids.indexOf(task.id), ids.indexOf(Number(over.id)))
    actions.move(task, beforeIdAfterMove(order, task.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a task, press Space or Enter on its handle, then the up and down arrow keys. Press Space or Enter again to drop it in its new place, or Escape to put it back.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorderable}>
        <Box
          component="ul"
          aria-label={t`Tasks`}
          data-testid="todo-list"
          sx={{ m: 0, p: 0, listStyle: 'none', opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} query={query} reorderable={reorderable} actions={actions} onOpen={onOpen} onPurge={onPurge} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  )
}
