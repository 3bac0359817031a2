import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AutocompleteItem } from '@/api/contract/search'
import { autocompleteQueries } from '../queries'
import { ExampleCard } from './ExampleCard'
import { cityPicking } from './cityPicking'

/**
 * The options are asked from the server each time the list opens (staleTime 0), as a field with a
 * changing source would; until they arrive the list says it is loading and a spinner turns.
 */
export function AsyncExample() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState<AutocompleteItem | null>(null)
  const { data, isFetching, isError } = useQuery({ ...autocompleteQueries.items(), enabled: open, staleTime: 0 })
  const title = value?.title
  return (
    <ExampleCard
      title={<Trans>Loaded on opening</Trans>}
      text={<Trans>Nothing is loaded until the list opens; then the cities come from the server while a spinner turns.</Trans>}
      value={title ? <Trans>Selected: {title}</Trans> : <Trans>Nothing selected yet.</Trans>}
    >
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={open && !isFetching ? (data ?? []) : []}
        loading={isFetching}
        loadingText={t`Loading cities…`}
        noOptionsText={isError ? t`The cities could not be loaded.` : t`No cities`}
        value={value}
        onChange={(_, next) => setValue(next)}
        {...cityPicking}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t`City (loaded on opening)`}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {isFetching && <CircularProgress color="inherit" size={20} aria-label={t`Loading cities…`} />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </ExampleCard>
  )
}
