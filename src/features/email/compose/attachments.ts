import { MAX_ATTACHMENT_BYTES, type EmailAttachmentInput } from '@/api/contract'

/** A file the back end would refuse for its size (the contract's limit, so both agree). */
export function isTooLarge(file: { size: number }): boolean {
  return file.size > MAX_ATTACHMENT_BYTES
}

// File-type icons by extension; anything else shows as text.
const ICONS: Record<string, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'xls',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'jpg',
  gif: 'jpg',
  zip: 'zip',
}

/** The path of the icon for a file name, as the contract's `thumbnail` expects. */
export function thumbnailFor(fileName: string): string {
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : ''
  return `/images/icons/file-icons/${ICONS[extension] ?? 'txt'}.png`
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
