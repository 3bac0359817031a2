import { useLingui } from '@lingui/react/macro'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import type { AccountSettings } from '@/api/contract/accountSettings'
import { showSubmitError, useZodForm, type FormSchema } from '@/components/form'
import { showToast } from '@/components/toast'
import { useSaveSettings } from './queries'

interface TabForm<S extends FormSchema> {
  schema: S
  /** The tab's values as saved. */
  saved: z.input<S>
  save: (values: z.output<S>) => Promise<AccountSettings>
  /** The tab's values in the settings a save answers. */
  valuesOf: (settings: AccountSettings) => z.input<S>
}

/**
 * One settings tab as a form: its saved values to start from, Save (a toast on success, the
 * server's refusals under their fields, anything else in the form's alert) and Reset (back to what
 * is saved). After a save, what the server kept (trimmed, say) becomes the form's saved state.
 */
export function useTabForm<S extends FormSchema>({ schema, saved, save, valuesOf }: TabForm<S>) {
  const { t } = useLingui()
  const form = useZodForm(schema, { defaultValues: saved as DefaultValues<z.input<S>> })
  const mutation = useSaveSettings(save)
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (settings) => {
        form.reset(valuesOf(settings))
        showToast(t`Changes saved`, { variant: 'success' })
      },
      onError: (error) => showSubmitError(form, error, t`The changes could not be saved. Please try again.`),
    }),
  )
  return { form, onSubmit, saving: mutation.isPending, reset: () => form.reset() }
}
