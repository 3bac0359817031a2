import { t } from '@lingui/core/macro'
import { showToast } from '@/components/toast'

/** Puts a colour on the clipboard and says so; a browser that refuses says that instead. */
export async function copyValue(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value)
    showToast(t`Copied ${value}`, { variant: 'success' })
  } catch {
    showToast(t`The browser did not allow copying ${value}`, { variant: 'error' })
  }
}
