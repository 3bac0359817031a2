import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import PieChartOutlined from '@mui/icons-material/PieChartOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import { INVOICE_STATUSES } from '@/api/contract/invoiceValues'
import type { InvoiceStatus } from '@/api/contract/invoices'
import type { Tint } from './InitialsAvatar'

/** How every screen names, colours and draws an invoice's status (the invoice app, the dashboards). */
interface StatusLook {
  label: MessageDescriptor
  tint: Tint
  icon: ReactNode
}

const LOOKS: Record<InvoiceStatus, StatusLook> = {
  Paid: { label: msg`Paid`, tint: 'success', icon: <CheckCircleOutlined fontSize="small" /> },
  Downloaded: { label: msg`Downloaded`, tint: 'info', icon: <DownloadOutlined fontSize="small" /> },
  Sent: { label: msg`Sent`, tint: 'secondary', icon: <SendOutlined fontSize="small" /> },
  Draft: { label: msg`Draft`, tint: 'primary', icon: <DescriptionOutlined fontSize="small" /> },
  'Partial Payment': { label: msg`Partial Payment`, tint: 'warning', icon: <PieChartOutlined fontSize="small" /> },
  'Past Due': { label: msg`Past Due`, tint: 'error', icon: <ErrorOutlineOutlined fontSize="small" /> },
}

export const statusLook = (status: InvoiceStatus): StatusLook => LOOKS[status]

/** Every status with its label, in the API's order: the status filter's choices. */
export const STATUS_CHOICES = INVOICE_STATUSES.map((value) => ({ value, label: LOOKS[value].label }))
