import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { statusLook } from '@/components/invoiceStatus'
import { QueryCard } from '@/components/QueryCard'
import { TintedChip } from '@/components/TintedChip'
import { formatMoney } from '@/lib/money'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { OwnCurrencyNote } from './sumNotes'

/** The invoices issued last, each a link to its preview, and a way to the whole list. */
export function RecentInvoicesCard() {
  const { t, i18n } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard
      title={t`Recent Invoices`}
      subheader={<OwnCurrencyNote />}
      action={
        <Button size="small" component={RouterLink} to="/apps/invoice/list">
          <Trans>View all</Trans>
        </Button>
      }
      query={dashboardQueries.recentInvoices()}
      skeleton={<Skeleton variant="rounded" height={320} />}
      data-testid="card-recent-invoices"
    >
      {({ invoices }) => (
        <TableContainer sx={{ mx: -2, width: 'auto' }}>
          <Table size="small" aria-label={t`Recent Invoices`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Invoice</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Client</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Issued</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Total</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Status</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => {
                const status = statusLook(invoice.invoiceStatus)
                return (
                  <TableRow key={invoice.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/apps/invoice/preview/${invoice.id}`} underline="hover" sx={{ fontWeight: 500 }}>
                        #{invoice.id}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180 }}>
                        <InitialsAvatar name={invoice.client.name} src={invoice.avatar} tint={tintFor(invoice.client.companyEmail)} size={32} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                            {invoice.client.name}
                          </Typography>
                          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                            {invoice.client.company}
                          </Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.fullDay(invoice.issuedDate)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(invoice.amounts.total, invoice.currency, i18n.locale)}
                    </TableCell>
                    <TableCell>
                      <TintedChip color={status.tint} label={i18n._(status.label)} />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryCard>
  )
}
