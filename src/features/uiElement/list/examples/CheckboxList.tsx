import { useState } from 'react'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Checkboxes`, description: msg`A task list: the whole row ticks its box.`, order: 4 }

export default function CheckboxList() {
  const { t } = useLingui()
  const tasks = [t`Review the pull request`, t`Write the release notes`, t`Call the new client`]
  const [done, setDone] = useState([tasks[0]!])
  const toggle = (task: string) => setDone(done.includes(task) ? done.filter((other) => other !== task) : [...done, task])
  return (
    <List aria-label={t`Tasks`} disablePadding>
      {tasks.map((task) => (
        <ListItem key={task} disablePadding>
          {/* The row is the checkbox's label: a click anywhere on it ticks the box, and there is one control, not two. */}
          <FormControlLabel
            control={<Checkbox checked={done.includes(task)} onChange={() => toggle(task)} />}
            label={task}
            slotProps={{ typography: { sx: done.includes(task) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined } }}
            sx={{ m: 0, pr: 1, width: '100%', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
          />
        </ListItem>
      ))}
    </List>
  )
}
