import { MAX_ATTACHMENT_BYTES, thumbnailFor, type EmailAttachmentInput } from '@/api/contract'

/** A file the back end would refuse for its size (the contract's limit, so both agree). */
export function isTooLarge(file: { size: number }): boolean {
  return file.size > MAX_ATTACHMENT_BYTES
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
