import type { ReactNode } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { parseAddress, splitAddresses } from './addresses'

interface AddressFieldProps {
  id: string
  label: string
  chips: string[]
  onChipsChange: (chips: string[]) => void
  /** The text being typed, not yet a chip; the dialog holds it so that sending counts it too. */
  text: string
  onTextChange: (text: string) => void
  suggestions: readonly string[]
  readOnly?: boolean
  autoFocus?: boolean
  error?: boolean
  describedBy?: string
}

/** Adds chips, dropping ones already there. */
function withChips(chips: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...chips, ...added])]
}

/**
 * Addresses as chips: typed ones become a chip on Enter, comma, semicolon or leaving the field;
 * known ones can be picked from the suggestions. A chip that is not an address shows in the error
 * colour. Pasting "a@x.com, b@y.com" gives two chips.
 */
export function AddressField(props: AddressFieldProps): ReactNode {
  const { id, label, chips, onChipsChange, text, onTextChange, suggestions, readOnly, autoFocus, error, describedBy } = props

  const commitText = () => {
    if (text.trim() === '') return
    onChipsChange(withChips(chips, splitAddresses(text)))
    onTextChange('')
  }

  return (
    <Autocomplete
      id={id}
      multiple
      freeSolo
      readOnly={readOnly}
      options={suggestions}
      filterSelectedOptions
      value={chips}
      onChange={(_event, next) => onChipsChange(withChips([], next.flatMap(splitAddresses)))}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        // A separator typed or pasted ends the addresses before it; the rest stays as text.
        if (reason === 'input' && /[,;\n]/.test(next)) {
          const parts = next.split(/[,;\n]/)
          onChipsChange(withChips(chips, splitAddresses(parts.slice(0, -1).join(','))))
          onTextChange(parts.at(-1)!.trimStart())
        } else onTextChange(next)
      }}
      onBlur={commitText}
      sx={{ flex: 1, minWidth: 0 }}
      renderValue={(values, getItemProps) =>
        values.map((chip, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          const address = parseAddress(chip)
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={address.name || address.email}
              title={address.email}
              color={address.valid ? 'default' : 'error'}
              variant={address.valid ? 'filled' : 'outlined'}
              data-invalid={!address.valid || undefined}
            />
          )
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: { ...params.slotProps.input, disableUnderline: true },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': label,
              'aria-invalid': error || undefined,
              'aria-describedby': describedBy,
            },
          }}
          sx={{ '& .MuiInputBase-root': { py: 0.75, gap: 0.5 } }}
        />
      )}
    />
  )
}
