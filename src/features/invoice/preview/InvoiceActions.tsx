import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import AttachMoney from '@mui/icons-material/AttachMoney'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/api/contract/invoices'
import { useDownloadInvoice } from '../shared/useDownloadInvoice'
import { AddPaymentDrawer } from './AddPaymentDrawer'
import { SendInvoiceDrawer } from './SendInvoiceDrawer'

/** What can be done with the invoice shown: send it, download, print, edit it, record a payment. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null)
  // Each opening mounts its form anew, so it starts from the invoice as it is then (the balance after the last payment).
  const [openings, setOpenings] = useState(0)
  const open = (which: 'send' | 'payment') => {
    setOpenings((count) => count + 1)
    setDrawer(which)
  }
  const download = useDownloadInvoice()
  const settled = invoice.amounts.balance === 0
  return (
    <Card component="section" aria-label={t`Invoice actions`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button variant="contained" startIcon={<SendOutlined />} onClick={() => open('send')}>
          <Trans>Send invoice</Trans>
        </Button>
        <Button variant="outlined" color="secondary" startIcon={<DownloadOutlined />} onClick={() => void download(invoice.id)}>
          <Trans>Download</Trans>
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<PrintOutlined />}
          component={Link}
          to={`/apps/invoice/print/${invoice.id}`}
          target="_blank"
          rel="noopener"
        >
          <Trans>Print</Trans>
        </Button>
        <Button variant="outlined" color="secondary" startIcon={<EditOutlined />} component={Link} to={`/apps/invoice/edit/${invoice.id}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="contained" color="success" startIcon={<AttachMoney />} disabled={settled} onClick={() => open('payment')}>
          <Trans>Add payment</Trans>
        </Button>
      </CardContent>
      <SendInvoiceDrawer key={`send-${openings}`} invoice={invoice} open={drawer === 'send'} onClose={() => setDrawer(null)} />
      <AddPaymentDrawer key={`payment-${openings}`} invoice={invoice} open={drawer === 'payment'} onClose={() => setDrawer(null)} />
    </Card>
  )
}
