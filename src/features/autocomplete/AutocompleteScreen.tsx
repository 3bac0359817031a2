import Box from '@mui/material/Box'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
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
      <PageHeader
        title={<Trans>Autocomplete</Trans>}
        subtitle={<Trans>Text fields that suggest as you type, fed by a list of films from the back end.</Trans>}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SingleExample films={films} />
        <MultipleExample films={films} />
        <FreeSoloExample films={films} />
        <AsyncExample />
      </Box>
    </>
  )
}
