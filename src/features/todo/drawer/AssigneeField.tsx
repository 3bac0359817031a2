import { useMemo, type Ref } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { todoQueries } from '../queries'
import { AssigneeAvatar } from '../shared/AssigneeAvatar'

/** An assignee as the form holds it: a picture may be left out. */
export interface AssigneeValue {
  fullName: string
  avatar?: string
}

interface AssigneeFieldProps {
  value: AssigneeValue | null
  onChange: (assignee: AssigneeValue | null) => void
  onBlur: () => void
  inputRef: Ref<HTMLInputElement>
  error?: string
}

/**
 * Who the task is given to: one of the users app's people, by name, with their picture. The one a
 * task has stays offered even when no user has that name any more.
 */
export function AssigneeField({ value, onChange, onBlur, inputRef, error }: AssigneeFieldProps) {
  const { t } = useLingui()
  const people = useQuery({ ...todoQueries.people(), select: (users) => users.map(({ fullName, avatar }) => ({ fullName, avatar })) })
  const options = useMemo(() => {
    const list: AssigneeValue[] = people.data ?? []
    return value && !list.some((person) => person.fullName === value.fullName) ? [value, ...list] : list
  }, [people.data, value])

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      loading={people.isPending}
      loadingText={t`Loading people…`}
      noOptionsText={people.isError ? t`The people could not be loaded.` : t`Nobody by that name`}
      getOptionLabel={(person) => person.fullName}
      getOptionKey={(person) => person.fullName}
      isOptionEqualToValue={(option, chosen) => option.fullName === chosen.fullName}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <AssigneeAvatar assignee={person} size={26} />
          <bdi>{person.fullName}</bdi>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Assignee`}
          error={Boolean(error)}
          helperText={error}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <AssigneeAvatar assignee={value} size={24} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      )}
    />
  )
}
