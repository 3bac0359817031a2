import { useMemo, useState } from 'react'
import type { Email } from '@/api/contract'
import { isRemoteUrl, sanitizeEmailHtml, type CleanMail } from '../sanitizeHtml'

export interface RemoteImages {
  /** The message's HTML, cleaned, with remote images only once the reader asked for them. */
  body: CleanMail['html']
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
  const clean = useMemo(() => sanitizeEmailHtml(message.message, { remoteImages: shown }), [message.message, shown])
  const thumbnails = shown ? 0 : message.attachments.filter((file) => isRemoteUrl(file.thumbnail)).length
  return { body: clean.html, shown, blocked: clean.blocked + thumbnails, show: () => setShown(true) }
}
