import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { InitialsAvatar, tintFor, type Tint } from '@/components/InitialsAvatar'
import { SortableBoard, type BoardCard } from '../SortableBoard'

export const meta: ExampleMeta = {
  title: msg`Kanban board`,
  description: msg`Four columns of tasks: move a card to another column or up and down in its own.`,
  order: 3,
  wide: true,
}

interface Task extends BoardCard {
  tag: string
  tint: Tint
  assignee: string
}

export default function KanbanBoard() {
  const { t } = useLingui()
  const tasks: Task[] = [
    { id: 'login', title: t`Sign-in page`, tag: t`Design`, tint: 'info', assignee: 'Ana Souza' },
    { id: 'billing', title: t`Billing settings`, tag: t`Feature`, tint: 'primary', assignee: 'Jonas Weber' },
    { id: 'search', title: t`Search is slow`, tag: t`Bug`, tint: 'error', assignee: 'Claire Martin' },
    { id: 'charts', title: t`Sales charts`, tag: t`Feature`, tint: 'primary', assignee: 'Omar Haddad' },
    { id: 'emails', title: t`Welcome emails`, tag: t`Content`, tint: 'warning', assignee: 'Ana Souza' },
    { id: 'export', title: t`Export to CSV`, tag: t`Feature`, tint: 'primary', assignee: 'Jonas Weber' },
    { id: 'dark', title: t`Dark mode colours`, tag: t`Design`, tint: 'info', assignee: 'Claire Martin' },
  ]
  return (
    <SortableBoard
      label={t`Project board`}
      layout="row"
      lists={[
        { id: 'backlog', title: t`Backlog` },
        { id: 'progress', title: t`In progress` },
        { id: 'review', title: t`In review` },
        { id: 'done', title: t`Done` },
      ]}
      initial={{ backlog: ['charts', 'emails', 'export'], progress: ['billing', 'search'], review: ['login'], done: ['dark'] }}
      cards={Object.fromEntries(tasks.map((task) => [task.id, task]))}
      renderCard={(task) => (
        <Stack spacing={1.25}>
          <Chip size="small" label={task.tag} color={task.tint} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {task.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <InitialsAvatar name={task.assignee} tint={tintFor(task.assignee)} size={26} />
            <Typography variant="caption" color="text.secondary">
              {task.assignee}
            </Typography>
          </Stack>
        </Stack>
      )}
      data-testid="kanban-board"
    />
  )
}
