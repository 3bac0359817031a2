import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import DragIndicator from '@mui/icons-material/DragIndicator'
import Star from '@mui/icons-material/StarRounded'
import StarBorder from '@mui/icons-material/StarBorderRounded'
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined'
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { visuallyHidden } from '@/components/visuallyHidden'
import { AssigneeAvatar } from '../shared/AssigneeAvatar'
import { TagChip } from '../shared/TagChip'
import type { TaskQuery } from '../view'
import { DueDateLabel } from './DueDateLabel'
import type { TaskActions } from './useTaskActions'

interface TaskRowProps {
  task: Task
  query: TaskQuery
  /** Whether tasks can be dragged into another order here. */
  reorderable: boolean
  actions: TaskActions
  onOpen: (task: Task) => void
  onPurge: (task: Task) => void
}

/**
 * One task: drag handle, complete, then the task itself (a button that opens it: title, tags,
 * assignee, due day), then star. A deleted task offers Restore and Delete for good instead. The
 * controls sit beside the row's button, not inside it: controls inside a button are unreachable by keyboard.
 */
export function TaskRow({ task, query, reorderable, actions, onOpen, onPurge }: TaskRowProps) {
  const { t } = useLingui()
  const deleted = query.filter === 'deleted'
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    attributes: { roleDescription: t`movable task` },
  })
  const title = task.title

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="todo-row"
      data-task-id={task.id}
      data-completed={task.isCompleted}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: { xs: 0.5, sm: 1.5 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 3 : undefined,
        boxShadow: isDragging ? theme.shadows[6] : undefined,
        transitionProperty: 'box-shadow, background-color',
        '&:hover': { boxShadow: isDragging ? theme.shadows[6] : theme.shadows[3], zIndex: isDragging ? 3 : 1 },
        ...(isDragging && { bgcolor: alpha(theme.palette.primary.main, 0.04) }),
      })}
    >
      {!deleted && (
        <Tooltip title={reorderable ? t`Drag to move, or press Space and use the arrow keys` : t`Choose the Latest order to arrange tasks by dragging`}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={t`Move “${title}”`}
            {...attributes}
            {...listeners}
            // Not `disabled`: a disabled button cannot take the focus, and its tooltip says why it does nothing.
            aria-disabled={!reorderable}
            sx={{ cursor: reorderable ? (isDragging ? 'grabbing' : 'grab') : 'default', color: 'text.disabled', touchAction: 'none', opacity: reorderable ? 1 : 0.5 }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!deleted && (
        <Checkbox
          size="small"
          checked={task.isCompleted}
          onChange={() => actions.toggleCompleted(task)}
          slotProps={{ input: { 'aria-label': t`Complete “${title}”` } }}
        />
      )}
      <ButtonBase
        component="div"
        onClick={() => onOpen(task)}
        data-testid="todo-open"
        sx={{ flex: 1, minWidth: 0, py: 1.5, px: deleted ? 1 : 0.5, gap: 1.5, justifyContent: 'flex-start', textAlign: 'start', borderRadius: 1 }}
      >
        {/* The row is named by what it shows (title, tags, assignee, due day), after what it does. */}
        <Box component="span" sx={visuallyHidden}>
          {t`Edit task:`}
        </Box>
        {/* One line where there is room; on a phone the title takes its own line and the rest follows below. */}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.75 }}>
          {/* dir="auto": a title reads in its own direction, whatever the page's. */}
          <Typography
            dir="auto"
            noWrap
            data-testid="todo-title"
            sx={{
              flex: { xs: '1 1 100%', sm: '0 1 auto' },
              minWidth: 0,
              fontWeight: 500,
              color: task.isCompleted ? 'text.secondary' : 'text.primary',
              textDecoration: task.isCompleted ? 'line-through' : 'none',
            }}
          >
            {title}
          </Typography>
          {task.tags.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {task.tags.map((tag) => (
                <TagChip key={tag} tag={tag} />
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0, marginInlineStart: 'auto' }}>
            {task.dueDate && <DueDateLabel task={task} dueDate={task.dueDate} />}
            {task.assignee && <AssigneeAvatar assignee={task.assignee} />}
          </Box>
        </Box>
      </ButtonBase>
      {deleted ? (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title={t`Restore`}>
            <IconButton size="small" aria-label={t`Restore “${title}”`} onClick={() => actions.restore(task)}>
              <RestoreFromTrashOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t`Delete for good`}>
            <IconButton size="small" aria-label={t`Delete “${title}” for good`} onClick={() => onPurge(task)} sx={{ color: 'error.main' }}>
              <DeleteForeverOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : (
        <IconButton
          size="small"
          aria-label={t`Important: “${title}”`}
          aria-pressed={task.isImportant}
          onClick={() => actions.toggleImportant(task)}
          sx={{ color: task.isImportant ? 'warning.main' : 'text.disabled' }}
        >
          {task.isImportant ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
        </IconButton>
      )}
    </Box>
  )
}
