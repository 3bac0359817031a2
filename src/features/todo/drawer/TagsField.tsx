import type { Ref } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { TASK_TAGS, type TaskTag } from '@/api/contract/todoValues'
import { TintedChip } from '@/components/TintedChip'
import { tagInfo } from '../places'
import { TagDot } from '../shared/TagChip'

interface TagsFieldProps {
  value: readonly TaskTag[]
  onChange: (tags: TaskTag[]) => void
  onBlur: () => void
  inputRef: Ref<HTMLInputElement>
  error?: string
}

/** The task's tags, chosen from the five there are, shown as chips in their colours. */
export function TagsField({ value, onChange, onBlur, inputRef, error }: TagsFieldProps) {
  const { t, i18n } = useLingui()
  const nameOf = (tag: TaskTag) => i18n._(tagInfo(tag).name)
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={TASK_TAGS}
      value={[...value]}
      // In the tags' own order, as the back end stores them.
      onChange={(_event, next) => onChange(TASK_TAGS.filter((tag) => next.includes(tag)))}
      onBlur={onBlur}
      getOptionLabel={nameOf}
      renderOption={({ key, ...props }, tag) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <TagDot tag={tag} />
          {nameOf(tag)}
        </Box>
      )}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <TintedChip key={key} {...itemProps} color={tagInfo(tag).color} label={nameOf(tag)} data-tag={tag} />
        })
      }
      renderInput={(params) => <TextField {...params} label={t`Tags`} error={Boolean(error)} helperText={error} inputRef={inputRef} />}
    />
  )
}
