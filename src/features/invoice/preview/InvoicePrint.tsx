import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { visuallyHidden } from '@/components/visuallyHidden'
import { invoiceQueries } from '../queries'
import { InvoiceDocument } from '../shared/InvoiceDocument'
import { InvoiceLoader } from '../shared/InvoiceLoader'

/**
 * On paper: A4 with its margins, black on white whatever the theme (dark mode included), no shadow,
 * no button. `print-hidden` marks what only the screen shows.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'html, body, main': { background: '#fff !important' },
        '.print-hidden': { display: 'none !important' },
        '.print-sheet, .print-sheet *': { color: '#000 !important', boxShadow: 'none !important', background: 'transparent !important' },
        '.print-sheet': { maxWidth: 'none !important', margin: '0 !important', border: '0 !important' },
      },
    }}
  />
)

/** /apps/invoice/print/$id: the document alone, and the browser's print dialog once it has rendered. */
export function InvoicePrint({ id }: { id: number }) {
  // The document's title is the page's one h1. Until the document shows (loading, not found, an
  // error) the page still has its title, for those who move by headings.
  const shown = useQuery(invoiceQueries.invoice(id)).data !== undefined
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }}>
      {printStyles}
      {!shown && (
        <Typography component="h1" sx={visuallyHidden}>
          <Trans>Invoice #{id}</Trans>
        </Typography>
      )}
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <InvoiceLoader id={id}>{(entry) => <PrintedInvoice entry={entry} />}</InvoiceLoader>
      </Box>
    </Box>
  )
}

function PrintedInvoice({ entry }: { entry: InvoiceWithPaymentDetails }) {
  // Once, after the first paint of the document: the dialog prints what is on screen.
  useEffect(() => {
    const frame = requestAnimationFrame(() => window.print())
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <>
      <Box className="print-hidden" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Box>
      <Paper className="print-sheet" variant="outlined">
        <InvoiceDocument entry={entry} titleLevel={1} />
      </Paper>
    </>
  )
}
