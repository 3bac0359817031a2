import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { TintedChip } from '@/components/TintedChip'
import { formatExperience, formatSalary, formatStartDate } from '../shared/format'
import { PersonCell } from '../shared/PersonCell'
import { statusChip } from '../shared/status'
import { HeadRow } from './HeadRow'

/** Each row opens to show the rest of the person's record. */
export function CollapsibleTable({ rows, labelledBy }: { rows: readonly DatatableRow[]; labelledBy: string }) {
  return (
    <TableContainer>
      <Table aria-labelledby={labelledBy} sx={{ minWidth: 560, '& th': { whiteSpace: 'nowrap' } }}>
        <HeadRow cells={[null, { label: <Trans>Name</Trans> }, { label: <Trans>Post</Trans> }, { label: <Trans>Status</Trans> }]} />
        <TableBody>
          {rows.map((row) => (
            <CollapsibleRow key={row.id} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function CollapsibleRow({ row }: { row: DatatableRow }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const detailsId = `datatable-row-details-${row.id}`
  const name = row.full_name
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: 'unset', whiteSpace: 'nowrap' } }}>
        <TableCell>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? t`Hide details of ${name}` : t`Show details of ${name}`}
            onClick={() => setOpen((value) => !value)}
          >
            <KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        </TableCell>
        <TableCell>
          <PersonCell row={row} />
        </TableCell>
        <TableCell>{row.post}</TableCell>
        <TableCell>
          <TintedChip {...statusChip(row.status, i18n)} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box
              component="dl"
              sx={{
                m: 0,
                py: 2,
                pl: { sm: 7 },
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
              }}
            >
              <Detail label={<Trans>Email</Trans>} value={row.email} />
              <Detail label={<Trans>City</Trans>} value={row.city} />
              <Detail label={<Trans>Start date</Trans>} value={formatStartDate(row.start_date)} />
              <Detail label={<Trans>Salary</Trans>} value={formatSalary(row.salary)} />
              <Detail label={<Trans>Experience</Trans>} value={formatExperience(row.experience)} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  )
}

function Detail({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  )
}
