import type { HTMLAttributes, Key } from 'react'
import type { AutocompleteItem } from '@/api/contract'
import { FilmOption } from './FilmOption'

/** `renderOption` for film lists. MUI hands the key inside the props; React wants it given directly. */
export function renderFilm(props: HTMLAttributes<HTMLLIElement> & { key: Key }, item: AutocompleteItem) {
  const { key, ...rest } = props
  return <FilmOption key={key} {...rest} item={item} />
}

export const filmTitle = (item: AutocompleteItem) => item.title
