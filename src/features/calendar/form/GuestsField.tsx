import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Controller, type Control, type FieldValues } from 'react-hook-form'
import type { EventGuest } from '@/api/contract/calendar'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { calendarQueries } from '../queries'
import type { EventFormValues } from './eventForm'

/**
 * Who is invited: people of the users app, picked by name (several), each shown with their
 * picture. The people load when the drawer opens; until then the list says it is loading.
 */
export function GuestsField({ control }: { control: Control<EventFormValues, unknown, FieldValues> }) {
  const { t } = useLingui()
  const people = useQuery(calendarQueries.guests())
  return (
    <Controller
      name="guests"
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <Autocomplete<EventGuest, true>
          multiple
          options={people.data ?? []}
          loading={people.isPending}
          loadingText={t`Loading people…`}
          noOptionsText={people.isError ? t`The people could not be loaded.` : t`Nobody by that name`}
          value={value}
          onChange={(_event, next) => onChange(next)}
          onBlur={onBlur}
          filterSelectedOptions
          getOptionLabel={(guest) => guest.fullName}
          isOptionEqualToValue={(option, chosen) => option.fullName === chosen.fullName}
          renderOption={({ key, ...props }, guest) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <InitialsAvatar name={guest.fullName} src={guest.avatar} tint={tintFor(guest.fullName)} size={28} />
              {guest.fullName}
            </Box>
          )}
          renderValue={(guests, getItemProps) =>
            guests.map((guest, index) => {
              const { key, ...itemProps } = getItemProps({ index })
              return (
                <Chip
                  key={key}
                  {...itemProps}
                  size="small"
                  avatar={<InitialsAvatar name={guest.fullName} src={guest.avatar} tint={tintFor(guest.fullName)} size={22} />}
                  label={guest.fullName}
                />
              )
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={ref}
              label={t`Guests`}
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={{ ...params.slotProps, formHelperText: { role: error ? 'alert' : undefined } }}
            />
          )}
        />
      )}
    />
  )
}
