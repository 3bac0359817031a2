import { useId } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { VariantCard } from './VariantCard'
import { TINTS } from './ColorCards'

/** A card outlined in each palette colour, its bottom edge heavier (and heavier still under the pointer). */
export function BorderCards() {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="border-variants">
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        <Trans>Border variants</Trans>
      </Typography>
      <Grid container spacing={3}>
        {TINTS.map(({ tint, name }) => (
          <Grid key={tint} size={{ xs: 12, sm: 6, lg: 4 }}>
            <VariantCard
              title={i18n._(name)}
              sx={{
                border: 1,
                borderColor: `${tint}.main`,
                borderBlockEndWidth: 3,
                transition: (theme) => theme.transitions.create('border-block-end-width'),
                '&:hover': { borderBlockEndWidth: 5 },
                '& h3': { color: `${tint}.main` },
              }}
              data-testid={`border-card-${tint}`}
            >
              <Typography variant="body2">
                <Trans>Some quick text to build on the card title.</Trans>
              </Typography>
            </VariantCard>
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}
