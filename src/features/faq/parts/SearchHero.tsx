import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { SearchField } from '@/components/SearchField'
import { SOFT_TINT } from '@/theme/createAppTheme'

interface SearchHeroProps {
  /** The page's one h1. */
  title: ReactNode
  subtitle: ReactNode
  /** The search in force (from the address). */
  value: string
  /** The trimmed text, once typing pauses. */
  onSearch: (q: string) => void
  /** The field's accessible name and placeholder. */
  label: string
}

/**
 * The top of the FAQ and the knowledge base: the page's title over a wide search field that searches
 * as one types. Its tint comes from the theme's primary colour, so it follows the skin and the mode.
 */
export function SearchHero({ title, subtitle, value, onSearch, label }: SearchHeroProps) {
  return (
    <Card
      component="header"
      sx={(theme) => ({
        mb: 3,
        px: { xs: 2.5, sm: 6 },
        py: { xs: 4, sm: 6 },
        textAlign: 'center',
        backgroundColor: alpha(theme.palette.primary.main, SOFT_TINT / 2),
        // Two soft circles of the primary colour behind the text, one at each end.
        backgroundImage: [
          `radial-gradient(circle at 8% 20%, ${alpha(theme.palette.primary.main, SOFT_TINT)} 0, transparent 28%)`,
          `radial-gradient(circle at 92% 85%, ${alpha(theme.palette.primary.main, SOFT_TINT)} 0, transparent 30%)`,
        ].join(', '),
      })}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 1, color: 'primary.main', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{subtitle}</Typography>
      <Box sx={{ maxWidth: 600, mx: 'auto' }}>
        <SearchField
          value={value}
          onChange={onSearch}
          label={label}
          size="medium"
          fullWidth
          // The hero centres its text; what is typed starts where the language starts.
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' }, '& input': { textAlign: 'start' } }}
        />
      </Box>
    </Card>
  )
}
