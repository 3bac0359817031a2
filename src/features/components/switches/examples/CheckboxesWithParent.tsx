import { useState } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Checkboxes`,
  description: msg`A parent that ticks all its children, half-ticked when some are.`,
  order: 2,
}

export default function CheckboxesWithParent() {
  const { t } = useLingui()
  const children = [
    { id: 'email', label: t`By email` },
    { id: 'sms', label: t`By text message` },
    { id: 'push', label: t`On the phone's lock screen` },
  ]
  const [ticked, setTicked] = useState<string[]>(['email'])
  const all = ticked.length === children.length
  const some = ticked.length > 0 && !all
  return (
    <div>
      <FormControlLabel
        label={t`Send me reminders`}
        control={<Checkbox checked={all} indeterminate={some} onChange={() => setTicked(all ? [] : children.map((child) => child.id))} />}
      />
      <Box role="group" aria-label={t`Send me reminders`} sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {children.map((child) => (
          <FormControlLabel
            key={child.id}
            label={child.label}
            control={
              <Checkbox
                checked={ticked.includes(child.id)}
                onChange={(event) => setTicked(event.target.checked ? [...ticked, child.id] : ticked.filter((id) => id !== child.id))}
              />
            }
          />
        ))}
      </Box>
    </div>
  )
}
