import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { PageSearchItem } from '@/api/contract/search'
import type { ResultGroup, SearchResult } from './filterResults'
import { GROUP_LABELS } from './groupLabels'
import { ResultOption } from './ResultOption'

interface Props {
  id: string
  groups: ResultGroup[]
  /** Index of the highlighted result, counted across all groups. */
  active: number
  optionId: (index: number) => string
  onHover: (index: number) => void
  onActivate: (result: SearchResult) => void
  onToggleBookmark: (page: PageSearchItem) => void
}

/**
 * The results as one listbox with a labelled group per kind. Focus never leaves the search field:
 * it points at the highlighted option with aria-activedescendant, so typing and arrowing mix freely.
 */
export function SearchResults({ id, groups, active, optionId, onHover, onActivate, onToggleBookmark }: Props) {
  const { t, i18n } = useLingui()
  // Where each group starts in the flat list the arrows move through.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((count, group) => count + group.results.length, 0))

  return (
    <Box
      component="ul"
      role="listbox"
      id={id}
      aria-label={t`Search results`}
      // Clicking a result must not take focus from the field (the palette is driven from there).
      onMouseDown={(event) => event.preventDefault()}
      sx={{ listStyle: 'none', m: 0, px: 1, pb: 1, overflowY: 'auto' }}
    >
      {groups.map((group, g) => {
        const labelId = `${id}-${group.groupTitle}`
        return (
          <li key={group.groupTitle} role="presentation">
            <Box component="ul" role="group" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <Box
                component="li"
                role="presentation"
                id={labelId}
                sx={{ px: 1.5, pt: 1.5, pb: 0.5, typography: 'overline', lineHeight: 1.5, color: 'text.secondary' }}
              >
                {i18n._(GROUP_LABELS[group.groupTitle])}
              </Box>
              {group.results.map((result, r) => {
                const index = starts[g]! + r
                return (
                  <ResultOption
                    key={`${result.kind}-${result.item.title}`}
                    id={optionId(index)}
                    result={result}
                    selected={index === active}
                    onHover={() => onHover(index)}
                    onActivate={() => onActivate(result)}
                    onToggleBookmark={onToggleBookmark}
                  />
                )
              })}
            </Box>
          </li>
        )
      })}
    </Box>
  )
}
