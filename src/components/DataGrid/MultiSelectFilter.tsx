import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Check from '@mui/icons-material/Check'
import Close from '@mui/icons-material/Close'
import { Plural, useLingui } from '@lingui/react/macro'
import type { SelectFilterOption } from '../SelectFilter'

export type MultiSelectFilterOption<V extends string | number> = SelectFilterOption<V>

interface MultiSelectFilterProps<V extends string | number> {
  /** The field's label, which also names it ("Status"). */
  label: string
  /** What the field shows when nothing is chosen, which filters nothing ("All statuses"). */
  allLabel: string
  options: readonly MultiSelectFilterOption<V>[]
  /** The values chosen (from the URL: a `list` or `someOf` reader); `[]` for none. */
  value: readonly V[]
  /** Called with the values chosen, in the order of `options`; `[]` when cleared. */
  onChange: (value: V[]) => void
  /** How many chips the field shows before it sums up the rest ("+2 more"). */
  maxChips?: number
}

/**
 * A list filter for several values at once (statuses, roles): a select whose menu ticks the chosen
 * options and whose field shows them as chips, with a button that clears them all. Nothing chosen
 * filters nothing and shows `allLabel`. Hands on the values in the order of `options`, so the same
 * choice always makes the same address.
 */
export function MultiSelectFilter<V extends string | number>({
  label,
  allLabel,
  options,
  value,
  onChange,
  maxChips = 2,
}: MultiSelectFilterProps<V>) {
  const { t } = useLingui()
  const labelOf = (chosen: V) => options.find((option) => option.value === chosen)?.label ?? String(chosen)

  const change = (chosen: readonly V[]) => onChange(options.filter((option) => chosen.includes(option.value)).map((option) => option.value))

  const renderValue = (selected: V[]) => {
    if (selected.length === 0) return allLabel
    const shown = selected.length > maxChips ? selected.slice(0, maxChips - 1) : selected
    const more = selected.length - shown.length
    return (
      <Box component="span" sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
        {shown.map((chosen) => (
          <Chip key={chosen} component="span" size="small" label={labelOf(chosen)} />
        ))}
        {more > 0 && <Chip component="span" size="small" variant="outlined" label={<Plural value={more} one="+# more" other="+# more" />} />}
      </Box>
    )
  }

  const clear =
    value.length > 0 ? (
      // Beside the select's arrow; its own button, so a click clears without opening the menu.
      <InputAdornment position="end" sx={{ mr: 3 }}>
        <IconButton size="small" edge="end" aria-label={t`Clear ${label}`} onClick={() => onChange([])}>
          <Close fontSize="small" />
        </IconButton>
      </InputAdornment>
    ) : null

  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      // A multiple select hands on an array; only a browser's autofill hands on text.
      onChange={(event) => {
        const chosen = event.target.value as unknown
        if (Array.isArray(chosen)) change(chosen as V[])
      }}
      slotProps={{
        select: { multiple: true, displayEmpty: true, renderValue: (selected) => renderValue(selected as V[]) },
        // Nothing chosen shows `allLabel` in the field, so an unfiltered list says so rather than looking empty.
        inputLabel: { shrink: true },
        input: { endAdornment: clear },
      }}
      sx={{ width: { xs: '100%', sm: 220 } }}
    >
      {options.map((option) => {
        const chosen = value.includes(option.value)
        return (
          <MenuItem key={option.value} value={option.value}>
            <ListItemIcon>{chosen && <Check fontSize="small" />}</ListItemIcon>
            {option.label}
          </MenuItem>
        )
      })}
    </TextField>
  )
}
