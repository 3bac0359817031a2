import { fetchedUrls, sanitizeHtml, type SanitizedHtml, type SanitizeOptions } from '@/lib/sanitizeHtml'

/**
 * A mail's HTML comes from strangers: it is cleaned by the kit's rules (src/lib/sanitizeHtml.ts: no
 * script, frame, form, handler, or URL the app's URL rule refuses) and shown with `<SafeHtml>`. On top,
 * what only a mail needs:
 * - no remote image (src, srcset, poster, background, SVG href, CSS url()) unless the reader asked
 *   for them: a remote image tells a tracker the mail was read, and when. Images inside the mail
 *   (data: URLs) and this site's own files stay;
 * - every link opens in a new tab, without giving that tab a handle on this one.
 */

/** HTML that went through sanitizeEmailHtml. */
export type CleanHtml = SanitizedHtml

export interface CleanMail {
  html: CleanHtml
  /** How many remote image references (attributes) were left out: 0 when they were allowed. */
  blocked: number
}

/** Whether loading `url` asks another site for something: anything but a data: URL or this site's own path. */
export function isRemoteUrl(url: string): boolean {
  const trimmed = url.trim()
  if (/^data:/i.test(trimmed)) return false
  try {
    return new URL(trimmed, window.location.href).origin !== window.location.origin
  } catch {
    return true
  }
}

/**
 * The rules a mail is shown by: with or without its remote images. `onBlocked` hears of each
 * attribute held back for loading from elsewhere.
 */
function mailRules(remoteImages: boolean, onBlocked: () => void = () => {}): SanitizeOptions {
  return {
    linksInNewTab: true,
    keepAttribute: remoteImages
      ? undefined
      : (element, name, value) => {
          if (!fetchedUrls(element.tagName, name, value).some(isRemoteUrl)) return true
          onBlocked()
          return false
        },
  }
}

const WITH_REMOTE_IMAGES = mailRules(true)
const WITHOUT_REMOTE_IMAGES = mailRules(false)

/** The options `<SafeHtml>` shows a mail with (the same object each time, so it cleans again only when they change). */
export function mailHtmlRules({ remoteImages = false } = {}): SanitizeOptions {
  return remoteImages ? WITH_REMOTE_IMAGES : WITHOUT_REMOTE_IMAGES
}

/** Cleans a mail's HTML; remote images stay out unless `remoteImages` (the reader asked for them). */
export function sanitizeEmailHtml(html: string, { remoteImages = false } = {}): CleanMail {
  let blocked = 0
  const clean = sanitizeHtml(html, mailRules(remoteImages, () => blocked++))
  return { html: clean, blocked }
}
