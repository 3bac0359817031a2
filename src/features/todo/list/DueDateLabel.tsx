import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import EventOutlined from '@mui/icons-material/EventOutlined'
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined'
import { useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { fullDueLabel, isOverdue, relativeDueLabel } from '../dueDate'

/**
 * When a task is due, relative to today in the active language ("tomorrow", "in 3 days"), the day
 * itself in a tooltip. Past due and not completed, it is overdue: in the error colour, with a
 * crossed-out calendar and the word for screen readers.
 */
export function DueDateLabel({ task, dueDate }: { task: Pick<Task, 'isCompleted'>; dueDate: string }) {
  const { t, i18n } = useLingui()
  const overdue = isOverdue({ dueDate, isCompleted: task.isCompleted })
  const relative = relativeDueLabel(dueDate, i18n.locale)
  const full = fullDueLabel(dueDate, i18n.locale)
  const Icon = overdue ? EventBusyOutlined : EventOutlined
  return (
    <Tooltip describeChild title={overdue ? t`Overdue: due ${full}` : t`Due ${full}`}>
      <Box
        component="span"
        data-testid="todo-due"
        data-overdue={overdue}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontSize: 13,
          whiteSpace: 'nowrap',
          color: overdue ? 'error.main' : 'text.secondary',
          fontWeight: overdue ? 600 : 400,
        }}
      >
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        {/* Isolated: the date keeps its own order in the right-to-left layout. */}
        <bdi>{overdue ? t`Overdue, ${relative}` : relative}</bdi>
      </Box>
    </Tooltip>
  )
}
