import { safeUrl } from '@/lib/safeUrl'

/** A file carried inside the mail: a data: URL of any type, its content in base64 or percent-encoded text. */
const DATA_URL = /^data:([^,]*?)(;base64)?,(.*)$/is
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * How an attachment downloads: from where it lives (`href`, a URL the app's URL rule lets be a link),
 * from the mail itself (`file`, for a data: URL, saved by `saveAttachment`; never made a link, as a
 * `data:text/html` link would open a page), or not at all (null) when its URL is neither.
 */
export type AttachmentDownload = { href: string } | { file: string } | null

export function attachmentDownload(url: string): AttachmentDownload {
  const href = safeUrl(url)
  if (href !== undefined && !/^(mailto|tel):/i.test(href)) return { href }
  const data = DATA_URL.exec(url.trim())
  if (!data || (data[2] && !BASE64.test(data[3]!))) return null
  return { file: url.trim() }
}

/** The bytes of a data: URL that attachmentDownload accepted. */
function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const [, , base64, payload] = DATA_URL.exec(dataUrl)!
  if (base64) return Uint8Array.from(atob(payload!), (char) => char.charCodeAt(0))
  let text: string
  try {
    text = decodeURIComponent(payload!)
  } catch {
    text = payload!
  }
  return new TextEncoder().encode(text)
}

/**
 * Saves a file carried in the mail under its name. Its content goes out as a download of unknown
 * type (application/octet-stream), so the browser saves it and never shows it as a page.
 */
export function saveAttachment(dataUrl: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([dataUrlBytes(dataUrl)], { type: 'application/octet-stream' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
