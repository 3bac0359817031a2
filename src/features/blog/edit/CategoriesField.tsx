import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { Controller } from 'react-hook-form'
import { BLOG_CATEGORIES, type BlogCategory } from '@/api/contract/blogValues'
import { TintedChip } from '@/components/TintedChip'
import { CATEGORY_INFO } from '../shared/labels'
import type { PostForm } from './postForm'

/** The post's categories, several at once, chosen from the blog's and shown as chips in their colours. */
export function CategoriesField({ form }: { form: PostForm }) {
  const { t, i18n } = useLingui()
  const nameOf = (category: BlogCategory) => i18n._(CATEGORY_INFO[category].name)
  return (
    <Controller
      name="blogCategories"
      control={form.control}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={BLOG_CATEGORIES}
          value={[...(field.value ?? [])]}
          // In the blog's own order, as the back end stores them.
          onChange={(_event, next) => field.onChange(BLOG_CATEGORIES.filter((category) => next.includes(category)))}
          onBlur={field.onBlur}
          getOptionLabel={nameOf}
          renderOption={({ key, ...props }, category) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
              <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${CATEGORY_INFO[category].tint}.main` }} />
              {nameOf(category)}
            </Box>
          )}
          renderValue={(categories, getItemProps) =>
            categories.map((category, index) => {
              const { key, ...itemProps } = getItemProps({ index })
              return <TintedChip key={key} {...itemProps} color={CATEGORY_INFO[category].tint} label={nameOf(category)} />
            })
          }
          renderInput={(params) => <TextField {...params} label={t`Categories`} error={Boolean(error)} helperText={error?.message} inputRef={field.ref} />}
        />
      )}
    />
  )
}
