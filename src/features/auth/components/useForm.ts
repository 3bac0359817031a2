import { useCallback, useState } from 'react'
import type { z } from 'zod'

export type FieldErrors<T> = Partial<Record<keyof T, string>>

/**
 * Just enough form state for the auth screens, without a form library: values, one message per
 * field, and server errors placed next to the field they concern. Fields are checked on submit;
 * after the first submit they are re-checked as the user types, so a fixed error disappears at once
 * while nobody is shouted at before they have finished typing.
 */
export function useForm<S extends z.ZodObject>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors<Values>>({})
  const [submitted, setSubmitted] = useState(false)

  const check = useCallback(
    (next: Values): FieldErrors<Values> => {
      const result = schema.safeParse(next)
      if (result.success) return {}
      const found: FieldErrors<Values> = {}
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Values | undefined
        if (field !== undefined && found[field] === undefined) found[field] = issue.message
      }
      return found
    },
    [schema],
  )

  const setValue = useCallback(
    <K extends keyof Values>(field: K, value: Values[K]) => {
      const next = { ...values, [field]: value }
      setValues(next)
      // Re-validate live only once the user has tried to submit; a server error on this field goes away as they edit it.
      if (submitted) setErrors(check(next))
      else setErrors((e) => ({ ...e, [field]: undefined }))
    },
    [check, submitted, values],
  )

  /** Validates everything; returns the parsed values, or null after showing the messages. */
  const validate = useCallback((): z.output<S> | null => {
    setSubmitted(true)
    const result = schema.safeParse(values)
    setErrors(check(values))
    return result.success ? result.data : null
  }, [check, schema, values])

  /** What a text field needs to show and edit one string field: `<TextField {...form.textField('email')} />`. */
  const textField = <K extends keyof Values & string>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value as Values[K]),
    error: !!errors[field],
    helperText: errors[field],
  })

  return { values, setValues, setValue, errors, setErrors, validate, textField }
}
