import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { ExampleCard } from './ExampleCard'
import { cityPicking } from './cityPicking'

/** Pick one city; typing narrows the list. */
export function SingleExample({ cities }: { cities: AutocompleteItem[] }) {
  const { t } = useLingui()
  const [value, setValue] = useState<AutocompleteItem | null>(null)
  const title = value?.title
  return (
    <ExampleCard
      title={<Trans>Single choice</Trans>}
      text={<Trans>Type to narrow the list, then pick one city with the mouse or the arrow keys and Enter.</Trans>}
      value={title ? <Trans>Selected: {title}</Trans> : <Trans>Nothing selected yet.</Trans>}
    >
      <Autocomplete
        options={cities}
        value={value}
        onChange={(_, next) => setValue(next)}
        {...cityPicking}
        renderInput={(params) => <TextField {...params} label={t`City`} />}
      />
    </ExampleCard>
  )
}
