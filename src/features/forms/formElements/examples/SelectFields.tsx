import { useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import OutlinedInput from '@mui/material/OutlinedInput'
import Select from '@mui/material/Select'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Select`, description: msg`One choice from a list, or several shown as chips.`, order: 2 }

export default function SelectFields() {
  const { t } = useLingui()
  const countries = { pt: t`Portugal`, fr: t`France`, de: t`Germany`, us: t`United States` }
  const skills = { react: 'React', typescript: 'TypeScript', mui: 'MUI', node: 'Node.js', testing: t`Testing` }
  const [country, setCountry] = useState('pt')
  const [chosen, setChosen] = useState<string[]>(['react', 'mui'])
  return (
    <Stack spacing={2.5}>
      <FormControl fullWidth>
        <InputLabel id="example-country-label">{t`Country`}</InputLabel>
        <Select labelId="example-country-label" label={t`Country`} value={country} onChange={(event) => setCountry(event.target.value)}>
          {Object.entries(countries).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth>
        <InputLabel id="example-skills-label">{t`Skills`}</InputLabel>
        <Select
          labelId="example-skills-label"
          multiple
          value={chosen}
          onChange={(event) => setChosen(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
          input={<OutlinedInput label={t`Skills`} />}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((value) => (
                <Chip key={value} label={skills[value as keyof typeof skills]} size="small" />
              ))}
            </Box>
          )}
        >
          {Object.entries(skills).map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  )
}
