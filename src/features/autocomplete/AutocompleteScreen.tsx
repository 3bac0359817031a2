import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { autocompleteQueries } from './queries'
import { AsyncExample } from './examples/AsyncExample'
import { FreeSoloExample } from './examples/FreeSoloExample'
import { MultipleExample } from './examples/MultipleExample'
import { SingleExample } from './examples/SingleExample'

/** /forms/autocomplete: four ways to pick from the 100 films of GET /api/autocomplete/data. */
export function AutocompleteScreen() {
  // The route's loader has put the films in the cache; loading and errors are the route's to show.
  const { data: films } = useSuspenseQuery(autocompleteQueries.items())
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          <Trans>Autocomplete</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans>Text fields that suggest as you type, fed by the films of the demo back end.</Trans>
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SingleExample films={films} />
        <MultipleExample films={films} />
        <FreeSoloExample films={films} />
        <AsyncExample />
      </Box>
    </>
  )
}
