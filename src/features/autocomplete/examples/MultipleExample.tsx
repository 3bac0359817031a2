import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { ExampleCard } from './ExampleCard'
import { filmPicking } from './filmPicking'

/** Pick several films; each choice becomes a chip that can be removed again. */
export function MultipleExample({ films }: { films: AutocompleteItem[] }) {
  const { t } = useLingui()
  const [value, setValue] = useState<AutocompleteItem[]>(() => films.slice(0, 2))
  return (
    <ExampleCard
      title={<Trans>Multiple choices</Trans>}
      text={<Trans>Every film picked becomes a chip; Backspace or the chip's cross removes it. The list stays open for the next pick.</Trans>}
      value={<Plural value={value.length} _0="No film picked." one="# film picked." other="# films picked." />}
    >
      <Autocomplete
        multiple
        disableCloseOnSelect
        filterSelectedOptions
        limitTags={3}
        options={films}
        value={value}
        onChange={(_, next) => setValue(next)}
        {...filmPicking}
        renderInput={(params) => <TextField {...params} label={t`Films`} />}
        slotProps={{ chip: { size: 'small', color: 'primary', variant: 'outlined' } }}
      />
    </ExampleCard>
  )
}
