import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { Controller, type FieldPath } from 'react-hook-form'
import { FormAlert, FormTextField } from '@/components/form'
import { FormDateField } from '@/components/form/FormDateField'
import { RichTextEditor } from '@/components/RichTextEditor'
import { AssigneeField } from './AssigneeField'
import { TagsField } from './TagsField'
import type { TaskForm, TaskFormValues } from './taskForm'

/** Every field of a task, each with its own error (the form's own checks and the server's alike). */
export function TaskFormFields({ form }: { form: TaskForm }) {
  const { t } = useLingui()
  const descriptionId = useId()
  return (
    <>
      <FormAlert form={form} />
      <FormTextField control={form.control} name="title" label={t`Title`} required fullWidth autoComplete="off" />
      <Controller
        name="assignee"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <AssigneeField value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={error?.message} />
        )}
      />
      <FormDateField control={form.control} name="dueDate" label={t`Due date`} fullWidth />
      <Controller
        name="tags"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <TagsField value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={error?.message} />
        )}
      />
      <Controller
        name="description"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <Box>
            <Typography component="div" variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }} aria-hidden>
              {t`Description`}
            </Typography>
            <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, minHeight: 160, display: 'flex', flexDirection: 'column' }}>
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t`Description`}
                error={Boolean(error)}
                describedBy={error ? descriptionId : undefined}
                testId="task-description"
              />
            </Box>
            {error && (
              <FormHelperText id={descriptionId} error role="alert">
                {error.message}
              </FormHelperText>
            )}
          </Box>
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <FormSwitch form={form} name="isImportant" label={t`Important`} />
        <FormSwitch form={form} name="isCompleted" label={t`Completed`} />
      </Box>
    </>
  )
}

/** A switch bound to a flag of the task. */
function FormSwitch({ form, name, label }: { form: TaskForm; name: FieldPath<TaskFormValues> & ('isImportant' | 'isCompleted'); label: ReactNode }) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={<Switch {...field} slotProps={{ input: { ref } }} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />}
        />
      )}
    />
  )
}
