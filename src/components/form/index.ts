/**
 * The form kit: react-hook-form checked by zod schemas (the contract's, where it has them), MUI
 * fields bound to it, and one way to submit and show what the server refused.
 *
 * ```tsx
 * const form = useZodForm(createClient.body, { defaultValues: { name: '', email: '' } })
 * const create = useCreateClientMutation()
 * const { onSubmit, pending } = useSubmit(form, (values) => create.mutateAsync(values), {
 *   successMessage: t`Client added`,
 *   errorMessage: t`The client could not be added. Please try again.`,
 *   onSuccess: (client) => navigate({ to: `/apps/client/view/${client.id}` }),
 * })
 * <Box component="form" noValidate onSubmit={onSubmit}>
 *   <FormAlert form={form} />
 *   <FormTextField control={form.control} name="name" label={t`Name`} fullWidth />
 *   <FormTextField control={form.control} name="email" label={t`Email`} type="email" fullWidth />
 *   <Button type="submit" loading={pending}><Trans>Add</Trans></Button>
 * </Box>
 *
 * In a drawer: `<FormDrawer {...useSubmit(…)} …>` (`FormDrawer` takes the same `onSubmit` and `pending`).
 * ```
 *
 * `FormDateField` (a date picker) is imported from './FormDateField' by path, not from here: it
 * brings MUI X's pickers and dayjs, which the pages that only need text fields (sign-in) must not load.
 *
 * A field the kit has no component for binds through react-hook-form's `Controller` and shows
 * `fieldState.error?.message` (see the email compose form).
 */
export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './useZodForm'
export { FormTextField, type FormTextFieldProps } from './FormTextField'
export { PasswordField } from './PasswordField'
export { FormFields, type FormFieldSpec } from './FormFields'
export { FormCheckbox } from './FormCheckbox'
export { FormNumberField, type FormNumberFieldProps } from './FormNumberField'
export { FormAlert } from './FormAlert'
export { applyServerErrors, showSubmitError } from './serverErrors'
export { useSubmit, type Submit, type SubmitOptions } from './useSubmit'
