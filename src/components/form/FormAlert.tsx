import type { ComponentType, ReactNode } from 'react'
import Alert, { type AlertProps } from '@mui/material/Alert'
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form'

type FormAlertProps<T extends FieldValues> = Omit<AlertProps, 'children' | 'severity' | 'onClose'> & {
  form: UseFormReturn<T, unknown, FieldValues>
  /** Lets the user dismiss the message. */
  closable?: boolean
  /** The alert to draw it with, for a screen whose alerts look otherwise (e.g. tinted). */
  as?: ComponentType<AlertProps & { children: ReactNode }>
}

/**
 * What a submit failed on beyond any one field (see `showSubmitError`), as an error alert
 * (`role="alert"`, so it is announced). Nothing while there is none; a new submit clears it.
 */
export function FormAlert<T extends FieldValues>({ form, closable, as: Shown = Alert, ...alert }: FormAlertProps<T>) {
  const message = useFormState({ control: form.control }).errors.root?.server?.message
  if (!message) return null
  return (
    <Shown role="alert" {...alert} severity="error" onClose={closable ? () => form.clearErrors('root') : undefined}>
      {message}
    </Shown>
  )
}
