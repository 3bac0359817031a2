import { useState } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { DemoCard } from '../DemoCard'
import { PersonAvatar } from './PersonAvatar'

interface Task {
  id: number
  label: MessageDescriptor
  assignee: string
  done: boolean
}

const TASKS: readonly Task[] = [
  { id: 1, label: msg`Review the new designs`, assignee: 'Rena Brant', done: true },
  { id: 2, label: msg`Reply to client emails`, assignee: 'Omar Haddad', done: false },
  { id: 3, label: msg`Prepare the sprint demo`, assignee: 'Lena Vogt', done: false },
  { id: 4, label: msg`Update the user guide`, assignee: 'Tomás Ruiz', done: true },
  { id: 5, label: msg`Plan the team lunch`, assignee: 'Aiko Sato', done: false },
]

/** The team's tasks: tick one off (or on again) and the count and bar follow. */
export function TasksCard() {
  const { t, i18n } = useLingui()
  const [tasks, setTasks] = useState(TASKS)
  const done = tasks.filter((task) => task.done).length
  const total = tasks.length
  const toggle = (id: number) => setTasks((all) => all.map((task) => (task.id === id ? { ...task, done: !task.done } : task)))
  return (
    <DemoCard title={<Trans>Employee tasks</Trans>} subheader={<Plural value={done} one={`# of ${total} done`} other={`# of ${total} done`} />} data-testid="card-tasks">
      <LinearProgress variant="determinate" value={(done / total) * 100} aria-label={t`Tasks done`} sx={{ height: 8, borderRadius: 4, mb: 1.5 }} />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {tasks.map((task) => (
          <Box component="li" key={task.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={task.done} onChange={() => toggle(task.id)} />}
              label={
                <Typography variant="body2" sx={{ textDecoration: task.done ? 'line-through' : 'none', color: task.done ? 'text.secondary' : 'text.primary' }}>
                  {i18n._(task.label)}
                </Typography>
              }
              sx={{ flex: 1, minWidth: 0, mr: 0 }}
            />
            <PersonAvatar name={task.assignee} />
          </Box>
        ))}
      </Box>
    </DemoCard>
  )
}
