import type { Email, EmailAttachmentInput } from '@/api/contract/email'

// The types every compose module shares. This module imports none of them, so none of them
// has to import the provider or the form to name a request or a value.

/** What the compose dialog starts from. */
export type ComposeRequest =
  | { mode: 'new'; to?: string[] }
  | { mode: 'draft'; email: Email }
  | { mode: 'reply'; email: Email }
  | { mode: 'forward'; email: Email }

export type ComposeMode = ComposeRequest['mode']

/** What the form holds. Addresses are chip texts (`Jane <jane@example.com>`), read when sending. */
export interface ComposeValues {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  /** The editor's HTML as it is; sanitised when sent. */
  message: string
  attachments: EmailAttachmentInput[]
}

export type AddressFieldName = 'to' | 'cc' | 'bcc'

export const ADDRESS_FIELDS: readonly AddressFieldName[] = ['to', 'cc', 'bcc']
