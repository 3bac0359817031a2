import { t } from '@lingui/core/macro'
import { showToast } from '@/components/toast'

/**
 * Puts text on the clipboard and says so in a toast, naming what was copied; a browser that refuses (no
 * permission, a page not served over HTTPS) says that instead. True when the text was copied.
 */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(t`${what} copied to the clipboard`, { variant: 'success' })
    return true
  } catch {
    showToast(t`The browser did not allow copying ${what}`, { variant: 'error' })
    return false
  }
}
