import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductColor } from '@/api/contract/ecommerceValues'
import { ColorSwatch } from '../shared/ColorSwatch'
import { COLOR_LABELS } from '../shared/labels'

/** The colours a product comes in, as a radio group: each a swatch with its name, the arrow keys going from one to the next. */
export function ColorChoice({ colors, value, onChange }: { colors: readonly ProductColor[]; value: ProductColor; onChange: (color: ProductColor) => void }) {
  const { i18n } = useLingui()
  const chosen = i18n._(COLOR_LABELS[value])
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0, fontWeight: 600 }}>
        <Trans>
          Colour: <Box component="span" sx={{ fontWeight: 400 }}>{chosen}</Box>
        </Trans>
      </Typography>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value as ProductColor)} sx={{ gap: 1 }}>
        {colors.map((color) => (
          <FormControlLabel
            key={color}
            value={color}
            sx={{ m: 0 }}
            control={
              <Radio
                disableRipple
                icon={<ColorSwatch color={color} />}
                checkedIcon={<ColorSwatch color={color} checked />}
                sx={{ p: 0.5, '&.Mui-focusVisible > span': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
              />
            }
            label={
              <Box component="span" sx={{ typography: 'body2', paddingInlineEnd: 1 }}>
                {i18n._(COLOR_LABELS[color])}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  )
}
