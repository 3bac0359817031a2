import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, thumbnailFor, withinAttachmentsTotal, type EmailAttachmentInput } from '@/api/contract/email'

/** A file the back end would refuse for its size (the contract's limit, so both agree). */
export function isTooLarge(file: { size: number }): boolean {
  return file.size > MAX_ATTACHMENT_BYTES
}

/** Why the back end would refuse a mail's attachments as a whole: too many files, too large together. */
export type AttachmentsProblem = 'count' | 'total'

/** What the back end would refuse about these attachments together, by the contract's own limits; empty when nothing. */
export function attachmentsProblems(attachments: readonly EmailAttachmentInput[]): AttachmentsProblem[] {
  const problems: AttachmentsProblem[] = []
  if (attachments.length > MAX_ATTACHMENTS) problems.push('count')
  if (!withinAttachmentsTotal(attachments)) problems.push('total')
  return problems
}

/**
 * Reads a file from the user's disk into an attachment. The content travels as a data: URL: the
 * demo keeps mail in the browser, so there is no upload server to hold the file.
 */
export function readAttachment(file: File): Promise<EmailAttachmentInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve({ fileName: file.name, thumbnail: thumbnailFor(file.name), url: String(reader.result), size: file.size })
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}
