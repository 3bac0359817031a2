import Box from '@mui/material/Box'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { autocompleteQueries } from './queries'
import { AsyncExample } from './examples/AsyncExample'
import { FreeSoloExample } from './examples/FreeSoloExample'
import { MultipleExample } from './examples/MultipleExample'
import { SingleExample } from './examples/SingleExample'

/** /forms/autocomplete: four ways to pick from the cities of Vantage's customers, GET /api/autocomplete/data. */
export function AutocompleteScreen() {
  // The route's loader has put the cities in the cache; loading and errors are the route's to show.
  const { data: cities } = useSuspenseQuery(autocompleteQueries.items())
  return (
    <>
      <PageHeader
        title={<Trans>Autocomplete</Trans>}
        subtitle={<Trans>Text fields that suggest as you type, fed by the back end's list of the cities where Vantage has customers, the most customers first.</Trans>}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SingleExample cities={cities} />
        <MultipleExample cities={cities} />
        <FreeSoloExample cities={cities} />
        <AsyncExample />
      </Box>
    </>
  )
}
