import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { TitledCard } from '@/components/TitledCard'
import { copyValue } from './copyValue'
import type { ColorGroup } from './palette'
import { ValueButton } from './Swatch'

interface ColorCardProps {
  name: string
  /** The colour in the mode shown. */
  group: ColorGroup
  /** The same colour in the other mode, value by value. */
  other: ColorGroup
  modeName: string
  otherModeName: string
}

/** One colour of the palette: a band of it, each value in both modes (a click copies it), and its tints. */
export function ColorCard({ name, group, other, modeName, otherModeName }: ColorCardProps) {
  const { t } = useLingui()
  const band = group.values[0]!
  const label = group.values.find((value) => value.key === 'contrastText')?.color
  return (
    <TitledCard title={name} headingLevel="h2" sx={{ height: '100%' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <Box sx={{ height: 64, borderRadius: 1, bgcolor: band.color, border: 1, borderColor: 'divider', display: 'flex', alignItems: 'flex-end', p: 1.5, mb: 2 }}>
          {label && (
            <Typography variant="body2" sx={{ color: label, fontWeight: 600 }}>
              {name}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)', columnGap: 0.5, rowGap: 0.5, alignItems: 'center' }}>
          <span />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {modeName}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {otherModeName}
          </Typography>
          {group.values.map((value, i) => (
            <Box key={value.key} sx={{ display: 'contents' }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}>
                {value.key}
              </Typography>
              <ValueButton color={value.color} />
              <ValueButton color={other.values[i]!.color} />
            </Box>
          ))}
        </Box>
        {group.tints.length > 0 && (
          <>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2, mb: 0.5 }}>
              {t`Tints, from light to dark`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {group.tints.map((tint) => (
                <Tooltip key={tint.key} title={tint.color}>
                  <ButtonBase
                    aria-label={tint.color}
                    onClick={() => void copyValue(tint.color)}
                    sx={{ flex: 1, height: 32, borderRadius: 1, bgcolor: tint.color, border: 1, borderColor: tint.key === '0' ? 'text.primary' : 'divider' }}
                  />
                </Tooltip>
              ))}
            </Box>
          </>
        )}
      </Box>
    </TitledCard>
  )
}
