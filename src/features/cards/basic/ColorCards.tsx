import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Tint } from '@/components/InitialsAvatar'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { VariantCard } from './VariantCard'

export const TINTS: readonly { tint: Tint; name: MessageDescriptor }[] = [
  { tint: 'primary', name: msg`Primary` },
  { tint: 'secondary', name: msg`Secondary` },
  { tint: 'success', name: msg`Success` },
  { tint: 'info', name: msg`Info` },
  { tint: 'warning', name: msg`Warning` },
  { tint: 'error', name: msg`Error` },
]

type Fill = 'filled' | 'tinted'

/**
 * A card in each palette colour, filled (its label colour on the colour) or tinted (the colour on a
 * soft tint of itself); the theme keeps both readable in light and dark mode.
 */
export function ColorCards() {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [fill, setFill] = useState<Fill>('filled')
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="color-variants">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          <Trans>Color variants</Trans>
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={fill} onChange={(_event, next: Fill | null) => next && setFill(next)} aria-label={t`Color style`}>
          <ToggleButton value="filled">
            <Trans>Filled</Trans>
          </ToggleButton>
          <ToggleButton value="tinted">
            <Trans>Tinted</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Grid container spacing={3}>
        {TINTS.map(({ tint, name }) => (
          <Grid key={tint} size={{ xs: 12, sm: 6, lg: 4 }}>
            <VariantCard
              title={i18n._(name)}
              sx={(theme) =>
                fill === 'filled'
                  ? { bgcolor: `${tint}.main`, color: `${tint}.contrastText` }
                  : { bgcolor: alpha(theme.palette[tint].main, SOFT_TINT), color: `${tint}.main` }
              }
              data-testid={`color-card-${tint}`}
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
