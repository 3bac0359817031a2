import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { ExampleCard } from './ExampleCard'

/** Suggestions, not rules: any text is accepted, a city from the list included. */
export function FreeSoloExample({ cities }: { cities: AutocompleteItem[] }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  return (
    <ExampleCard
      title={<Trans>Free text</Trans>}
      text={<Trans>The list only suggests: any city is accepted, even one that is not in it.</Trans>}
      value={text ? <Trans>Value: {text}</Trans> : <Trans>Nothing typed yet.</Trans>}
    >
      <Autocomplete
        freeSolo
        options={cities.map((city) => city.title)}
        inputValue={text}
        onInputChange={(_, next) => setText(next)}
        renderInput={(params) => <TextField {...params} label={t`Any city`} />}
      />
    </ExampleCard>
  )
}
