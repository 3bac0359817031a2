import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { rangeText, type ColourStep } from './choropleth'

interface MapLegendProps {
  steps: readonly ColourStep[]
  colours: readonly string[]
  noDataColour: string
}

/** The choropleth's key: a swatch per colour step with the customers it stands for, in the reader's digits. */
export function MapLegend({ steps, colours, noDataColour }: MapLegendProps) {
  const { i18n } = useLingui()
  const number = (value: number) => i18n.number(value)
  const items = [
    { key: 'none', colour: noDataColour, label: <Trans>None</Trans> },
    ...steps.map((step, i) => ({ key: `${step.from}`, colour: colours[i]!, label: rangeText(step, number) })),
  ]
  return (
    <Box component="section" aria-labelledby="maps-legend-title" data-testid="map-legend">
      <Typography id="maps-legend-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        <Trans>Customers per country</Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 18, height: 12, borderRadius: 0.5, bgcolor: item.colour, border: 1, borderColor: 'divider' }} />
            <Typography variant="body2" component="span">
              <bdi>{item.label}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
