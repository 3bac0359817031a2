import { useState } from 'react'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Check from '@mui/icons-material/Check'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Filters`, description: msg`Chips that turn a filter on and off, and say whether it is on.`, order: 6 }

export default function FilterChips() {
  const { t } = useLingui()
  const filters = [t`Paid`, t`Pending`, t`Overdue`, t`Draft`]
  const [chosen, setChosen] = useState([filters[0]!])
  const toggle = (filter: string) => setChosen(chosen.includes(filter) ? chosen.filter((other) => other !== filter) : [...chosen, filter])
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {filters.map((filter) => {
          const on = chosen.includes(filter)
          return (
            <Chip
              key={filter}
              label={filter}
              aria-pressed={on}
              icon={on ? <Check /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => toggle(filter)}
            />
          )
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Plural value={chosen.length} one="# filter on" other="# filters on" />
      </Typography>
    </Stack>
  )
}
