import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { ExampleCard } from './ExampleCard'
import { cityPicking } from './cityPicking'

/** Pick several cities; each choice becomes a chip that can be removed again. */
export function MultipleExample({ cities }: { cities: AutocompleteItem[] }) {
  const { t } = useLingui()
  const [value, setValue] = useState<AutocompleteItem[]>(() => cities.slice(0, 2))
  return (
    <ExampleCard
      title={<Trans>Multiple choices</Trans>}
      text={<Trans>Every city picked becomes a chip; Backspace or the chip's cross removes it. The list stays open for the next pick.</Trans>}
      value={<Plural value={value.length} _0="No city picked." one="# city picked." other="# cities picked." />}
    >
      <Autocomplete
        multiple
        disableCloseOnSelect
        filterSelectedOptions
        limitTags={3}
        options={cities}
        value={value}
        onChange={(_, next) => setValue(next)}
        {...cityPicking}
        renderInput={(params) => <TextField {...params} label={t`Cities`} />}
        slotProps={{ chip: { size: 'small', color: 'primary', variant: 'outlined' } }}
      />
    </ExampleCard>
  )
}
