import type { HTMLAttributes, Key } from 'react'
import type { AutocompleteItem } from '@/api/contract/search'
import { CityOption } from './CityOption'

/**
 * What every city picker passes to `<Autocomplete>`: how a city is named, told apart and listed.
 * `renderOption` gets the key inside the props from MUI; React wants it given directly.
 */
export const cityPicking = {
  getOptionLabel: (item: AutocompleteItem) => item.title,
  isOptionEqualToValue: (a: AutocompleteItem, b: AutocompleteItem) => a.id === b.id,
  renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, item: AutocompleteItem) => (
    <CityOption key={key} {...props} item={item} />
  ),
}
