import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { HTMLAttributes } from 'react'
import type { AutocompleteItem } from '@/api/contract/search'

/** A city in the list, with its rank by customers on the far side. */
export function CityOption({ item, ...props }: HTMLAttributes<HTMLLIElement> & { item: AutocompleteItem }) {
  return (
    <Box component="li" {...props} sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      <span>{item.title}</span>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        #{item.rank}
      </Typography>
    </Box>
  )
}
