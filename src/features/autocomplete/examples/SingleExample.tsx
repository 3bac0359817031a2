import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { ExampleCard } from './ExampleCard'
import { filmPicking } from './filmPicking'

/** Pick one film; typing narrows the list. */
export function SingleExample({ films }: { films: AutocompleteItem[] }) {
  const { t } = useLingui()
  const [value, setValue] = useState<AutocompleteItem | null>(null)
  const title = value?.title
  return (
    <ExampleCard
      title={<Trans>Single choice</Trans>}
      text={<Trans>Type to narrow the list, then pick one film with the mouse or the arrow keys and Enter.</Trans>}
      value={title ? <Trans>Selected: {title}</Trans> : <Trans>Nothing selected yet.</Trans>}
    >
      <Autocomplete
        options={films}
        value={value}
        onChange={(_, next) => setValue(next)}
        {...filmPicking}
        renderInput={(params) => <TextField {...params} label={t`Film`} />}
      />
    </ExampleCard>
  )
}
