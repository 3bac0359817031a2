import { useMemo } from 'react'
import { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import { EmailAttachmentInput, type Email, type EmailAddress } from '@/api/contract/email'
import { formatAddress, invalidChips } from './addresses'
import type { ComposeMode, ComposeRequest, ComposeValues } from './composeTypes'
import { isBlankMessage } from './messageHtml'
import { prefixSubject } from './subject'

const chipsOf = (addresses: readonly EmailAddress[]) => addresses.map(formatAddress)

/**
 * The form as a request starts it. A reply goes to the thread's sender, or to its recipients when
 * the user sent it (the back end decides the same way; the dialog shows it).
 */
export function initialValues(request: ComposeRequest, myEmail: string | undefined): ComposeValues {
  const empty: ComposeValues = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] }
  switch (request.mode) {
    case 'new':
      return { ...empty, to: request.to ?? [] }
    case 'draft': {
      const { to, cc, bcc, subject, message, attachments } = request.email
      return { to: chipsOf(to), cc: chipsOf(cc), bcc: chipsOf(bcc), subject, message, attachments }
    }
    case 'reply': {
      const { from, to, subject } = request.email
      const recipients = from.email === myEmail ? to : [from]
      return { ...empty, to: chipsOf(recipients), subject: prefixSubject('Re:', subject) }
    }
    case 'forward':
      return { ...empty, subject: prefixSubject('Fwd:', request.email.subject) }
  }
}

/** The mail a reply or forward quotes: the latest message of the thread. */
export function quotedMail(request: ComposeRequest): Email | null {
  if (request.mode !== 'reply' && request.mode !== 'forward') return null
  return request.email.replies.at(-1) ?? request.email
}

/** Whether the user changed anything since the form started (or was last saved). */
export function hasChanges(values: ComposeValues, baseline: ComposeValues): boolean {
  const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i])
  return (
    !sameList(values.to, baseline.to) ||
    !sameList(values.cc, baseline.cc) ||
    !sameList(values.bcc, baseline.bcc) ||
    !sameList(values.attachments, baseline.attachments) ||
    values.subject !== baseline.subject ||
    // An editor emptied again is not a change, whatever markup it kept.
    (values.message !== baseline.message && !(isBlankMessage(values.message) && isBlankMessage(baseline.message)))
  )
}

/**
 * The compose form's rules, in the active language.
 * - `draft`: what saving needs, and what is checked as the user types: address chips that are not
 *   addresses (the back end would refuse them). A reply's recipients are fixed, so it checks none.
 * - `send`: that, and what stops a mail from going: no recipient; for a reply, no message (the back
 *   end quotes nothing into it); for a new mail or a draft, neither subject nor message. A forward
 *   carries its original, so its note is optional.
 */
export function useComposeSchemas(mode: ComposeMode) {
  const { t } = useLingui()
  return useMemo(() => {
    const anyChips = z.array(z.string())
    const chips =
      mode === 'reply'
        ? anyChips
        : anyChips.superRefine((list, ctx) => {
            const invalid = invalidChips(list)
            if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: t`Not a valid email address: ${invalid.join(', ')}` })
          })

    const draft = z.object({
      to: chips,
      cc: chips,
      bcc: chips,
      subject: z.string(),
      message: z.string(),
      attachments: z.array(EmailAttachmentInput),
    }) satisfies z.ZodType<ComposeValues>

    const send = draft
      .extend({ to: mode === 'reply' ? chips : chips.min(1, t`Add at least one recipient`) })
      .superRefine(({ subject, message }, ctx) => {
        const blank = isBlankMessage(message)
        if (mode === 'reply' && blank) ctx.addIssue({ code: 'custom', path: ['message'], message: t`Write a reply before sending` })
        if ((mode === 'new' || mode === 'draft') && blank && subject.trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['message'], message: t`Write a subject or a message` })
        }
      })

    return { draft, send }
  }, [mode, t])
}
