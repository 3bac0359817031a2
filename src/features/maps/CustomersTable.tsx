import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import type { CustomersByCountry } from '@/api/contract/maps'
import { countryName } from './countryNames'

/** The map's figures as a table, for every reader: the country, its customers and their share of all. */
export function CustomersTable({ data }: { data: CustomersByCountry }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const rows = data.countries
    .map((row) => ({ ...row, name: countryName(i18n.locale, row.alpha2, row.country) }))
    .sort((a, b) => b.customers - a.customers || a.name.localeCompare(b.name, i18n.locale))
  const share = (customers: number) => i18n.number(data.total === 0 ? 0 : customers / data.total, { style: 'percent', maximumFractionDigits: 1 })
  return (
    // Its own scroll box: on a narrow screen a long country name scrolls here, never the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t`Customers by country`} data-testid="customers-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <Trans>Country</Trans>
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <Trans>Customers</Trans>
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <Trans>Share</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-country={row.id}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell align="right">{i18n.number(row.customers)}</TableCell>
              <TableCell align="right">
                <bdi>{share(row.customers)}</bdi>
              </TableCell>
            </TableRow>
          ))}
          {data.unplaced > 0 && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                <Trans>Country unknown</Trans>
              </TableCell>
              <TableCell align="right">{i18n.number(data.unplaced)}</TableCell>
              <TableCell align="right">
                <bdi>{share(data.unplaced)}</bdi>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontWeight: 600, fontSize: 'inherit', borderBottom: 'none' } }}>
          <TableRow>
            <TableCell component="th" scope="row">
              <Trans>Total</Trans>
            </TableCell>
            <TableCell align="right">{i18n.number(data.total)}</TableCell>
            <TableCell align="right">
              <bdi>{share(data.total)}</bdi>
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  )
}
