import { useMemo, useState } from 'react'
import type { Email } from '@/api/contract/email'
import { safeUrl } from '@/lib/safeUrl'
import { isRemoteUrl, sanitizeEmailHtml } from '../sanitizeHtml'

export interface RemoteImages {
  /** Whether remote images (in the HTML or as file thumbnails) are shown. */
  shown: boolean
  /** How many remote images are held back: the bar offers them when there are any. */
  blocked: number
  show: () => void
}

/**
 * A message's remote images, held back until the reader asks (they are how a sender learns that,
 * and when, a mail was read). The choice holds for this message while it stays open.
 */
export function useRemoteImages(message: Pick<Email, 'message' | 'attachments'>): RemoteImages {
  const [shown, setShown] = useState(false)
  // Counted by cleaning the message as the body shows it; nothing is held back once they are shown.
  const inBody = useMemo(() => (shown ? 0 : sanitizeEmailHtml(message.message).blocked), [message.message, shown])
  // A thumbnail the URL rule refuses never shows, so it is not offered either.
  const thumbnails = shown ? 0 : message.attachments.map((file) => safeUrl(file.thumbnail, 'image')).filter((url) => url !== undefined && isRemoteUrl(url)).length
  return { shown, blocked: inBody + thumbnails, show: () => setShown(true) }
}
