import type { QueryClient } from '@tanstack/react-query'
import type { Email, EmailList, UpdatedEmails } from '@/api/contract/email'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { applyToList, stateOf, type MailState } from './mailState'
import { emailKeys } from './queries'

/** Writes the new state of some mails into every cached list (each carries the folder counts) and every cached copy of them. */
function writeMailStates(queryClient: QueryClient, before: readonly MailState[], after: readonly MailState[]): void {
  queryClient.setQueriesData<EmailList>({ queryKey: emailKeys.list.prefix() }, (list) => list && applyToList(list, before, after))
  for (const state of after) {
    queryClient.setQueriesData<Email>({ queryKey: emailKeys.mail.prefix(state.id) }, (mail) => mail && { ...mail, ...state })
  }
}

interface MailChange<TInput extends { mails: readonly MailState[] }> {
  /** Sends the change for the mails of `input`, whose ids are given; the back end answers the changed mails. */
  send: (emailIds: number[], input: TInput) => Promise<UpdatedEmails>
  /** Each mail as the change will leave it, shown at once. Leave out to wait for the back end. */
  expected?: (mail: MailState, input: TInput) => MailState
  errorMessage: (input: TInput) => string
}

/**
 * Mutation options for a change to some mails (`input.mails` as the screen shows them). It touches
 * every cached list (the folder counts, and which mails a list holds) and every cached copy of those
 * mails (their neighbours), so all of those refetch or go stale once it settles.
 */
export function mailChange<TInput extends { mails: readonly MailState[] }>(
  queryClient: QueryClient,
  { send, expected, errorMessage }: MailChange<TInput>,
) {
  const before = ({ mails }: TInput) => mails.map(stateOf)
  const guess = expected && ((input: TInput) => input.mails.map((mail) => expected(mail, input)))
  return optimisticMutation(queryClient, {
    keys: ({ mails }) => [emailKeys.list.prefix(), ...mails.map((mail) => emailKeys.mail.prefix(mail.id))],
    mutationFn: (input) => send(input.mails.map((mail) => mail.id), input),
    apply: guess && ((cache, input) => writeMailStates(cache, before(input), guess(input))),
    // The counts move from what the cache shows now: the guess, or the mails as they were.
    applyAnswer: (cache, answer, input) => writeMailStates(cache, (guess ?? before)(input), answer.emails.map(stateOf)),
    errorMessage,
  })
}
