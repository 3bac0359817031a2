import type { HTMLAttributes, Key } from 'react'
import type { AutocompleteItem } from '@/api/contract/search'
import { FilmOption } from './FilmOption'

/**
 * What every film picker passes to `<Autocomplete>`: how a film is named, told apart and listed.
 * `renderOption` gets the key inside the props from MUI; React wants it given directly.
 */
export const filmPicking = {
  getOptionLabel: (item: AutocompleteItem) => item.title,
  isOptionEqualToValue: (a: AutocompleteItem, b: AutocompleteItem) => a.id === b.id,
  renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, item: AutocompleteItem) => (
    <FilmOption key={key} {...props} item={item} />
  ),
}
