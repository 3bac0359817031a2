import { useCallback, useMemo } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { StateMessage } from '@/components/StateMessage'
import type { Language } from '@/i18n/languages'
import { pageNames } from '@/registry/names'
import { colourSteps, figuresById, mix, stepOf, stepOpacities } from './choropleth'
import { CustomersTable } from './CustomersTable'
import { MapLegend } from './MapLegend'
import { mapsQueries } from './queries'
import { WorldMap } from './WorldMap'

/** /maps: the world drawn from data that comes with the page, customers by country as colours, the offices as markers. */
export function MapsPage() {
  const { i18n } = useLingui()
  const theme = useTheme()
  const title = pageNames(i18n.locale as Language).titles.maps
  const customers = useQuery(mapsQueries.customers())
  const data = customers.data

  const max = data ? Math.max(0, ...data.countries.map((row) => row.customers)) : 0
  const steps = useMemo(() => colourSteps(max), [max])
  // The theme's main colour from faint to full over the paper: toward white in light mode, toward the dark paper in dark mode.
  const { paper } = theme.palette.background
  const colours = useMemo(
    () => stepOpacities(steps.length).map((opacity) => mix(paper, theme.palette.primary.main, opacity)),
    [steps.length, paper, theme.palette.primary.main],
  )
  // No customers: a neutral grey of the text's colour, apart from every step's hue.
  const noData = mix(paper, theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.14 : 0.12)
  const fillOf = useCallback((value: number) => colours[stepOf(value, steps)], [colours, steps])
  const figures = useMemo(() => (data ? figuresById(data.countries) : undefined), [data])

  return (
    <Box data-testid="maps">
      <PageHeader
        title={title}
        subtitle={<Trans>The world drawn from data that ships with the page: no map server, no network. Customers by country, and our offices.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: title }]}
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <WorldMap figures={figures} fillOf={fillOf} noData={noData} />
          <Box sx={{ mt: 2 }}>
            {data ? (
              <>
                <MapLegend steps={steps} colours={colours} noDataColour={noData} />
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="map-summary">
                  {plural(data.countries.length, { one: '# country with customers', other: '# countries with customers' })}
                </Typography>
              </>
            ) : customers.error ? null : (
              <Skeleton variant="rounded" height={48} />
            )}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            <Trans>Customers by country</Trans>
          </Typography>
          {data ? (
            <CustomersTable data={data} />
          ) : customers.error ? (
            <StateMessage
              kind="error"
              size="small"
              title={<Trans>The figures could not load</Trans>}
              text={customers.error.message}
              error={customers.error}
              onRetry={() => void customers.refetch()}
            />
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
