import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { useIssueMessages } from './issueMessages'

/** A schema whose values are a form's: an object, as the contract's bodies are. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>

/** A form made by `useZodForm`: fields hold the schema's input, a valid submit gets its output. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>

export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>

/**
 * react-hook-form checked by a zod schema (take it from the contract where the contract has one:
 * `register.body.safeExtend({ terms })`). Fields are checked when the user submits, then again
 * on every change, so nobody is told off before they have finished typing and a fixed mistake
 * clears at once. A rule without a message of its own speaks the user's language (`issueMessages`).
 *
 * `schema` may be a function, asked at each check, for rules that tighten once the user has
 * tried to submit (the compose form checks addresses while typing, and a whole mail on send).
 */
export function useZodForm<S extends FormSchema>(schema: S | (() => S), options: ZodFormOptions<S>): ZodForm<S> {
  const error = useIssueMessages()
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: (values, context, resolverOptions) =>
      zodResolver(typeof schema === 'function' ? schema() : schema, { error })(values, context, resolverOptions),
  })
}
