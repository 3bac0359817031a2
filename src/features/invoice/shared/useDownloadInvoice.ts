import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { invoiceQueries } from '../queries'
import { invoicePage } from './invoicePage'

/**
 * Saves an invoice as `Invoice-<id>.html` (see `invoicePage`), in the active language. The invoice
 * comes from the cache, or from the server when it is not there (a row of the list).
 */
export function useDownloadInvoice(): (id: number) => Promise<void> {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  return useCallback(
    async (id: number) => {
      try {
        const entry = await queryClient.fetchQuery(invoiceQueries.invoice(id))
        const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'
        const url = URL.createObjectURL(new Blob([invoicePage(entry, i18n, direction)], { type: 'text/html;charset=utf-8' }))
        const link = Object.assign(document.createElement('a'), { href: url, download: `Invoice-${id}.html` })
        document.body.append(link)
        link.click()
        link.remove()
        // The browser has taken the file once the click is handled.
        setTimeout(() => URL.revokeObjectURL(url), 0)
      } catch {
        showToast(t`The invoice could not be downloaded. Please try again.`, { variant: 'error' })
      }
    },
    [t, i18n, queryClient],
  )
}
