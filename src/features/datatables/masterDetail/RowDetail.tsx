import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { TintedChip } from '@/components/TintedChip'
import { formatExperience, formatSalary, formatStartDate } from '../shared/format'
import { PersonAvatar } from '../shared/PersonAvatar'
import { statusChip } from '../shared/status'

/** One line of the record: its label and value, as a description list's term and details. */
function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, 35%) 1fr', gap: 2, py: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** The detail pane's answer for the chosen row: its whole record, a hint while none is chosen, or why it cannot show. */
export function RowDetail({ id, row, loading }: { id: number | undefined; row: DatatableRow | undefined; loading: boolean }) {
  const { i18n } = useLingui()
  return (
    <Card component="section" aria-labelledby="datatable-detail-title" data-testid="datatable-detail" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <CardContent>
        {row ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
              <PersonAvatar name={row.full_name} src={row.avatar} status={row.status} size={56} />
              <Box sx={{ minWidth: 0 }}>
                <Typography id="datatable-detail-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{row.full_name}</bdi>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <bdi>{row.post}</bdi>
                </Typography>
              </Box>
            </Box>
            <Divider />
            <Box component="dl" sx={{ m: 0, mt: 1 }}>
              <Field label={<Trans>ID</Trans>}>{row.id}</Field>
              <Field label={<Trans>Email</Trans>}>
                <bdi>{row.email}</bdi>
              </Field>
              <Field label={<Trans>City</Trans>}>
                <bdi>{row.city}</bdi>
              </Field>
              <Field label={<Trans>Start date</Trans>}>{formatStartDate(row.start_date)}</Field>
              <Field label={<Trans>Salary</Trans>}>{formatSalary(row.salary)}</Field>
              <Field label={<Trans>Age</Trans>}>{row.age}</Field>
              <Field label={<Trans>Experience</Trans>}>{formatExperience(row.experience)}</Field>
              <Field label={<Trans>Status</Trans>}>
                <TintedChip {...statusChip(row.status, i18n)} />
              </Field>
            </Box>
          </>
        ) : (
          <>
            <Typography id="datatable-detail-title" variant="h6" component="h2" gutterBottom>
              <Trans>Details</Trans>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {id === undefined ? (
                <Trans>Choose a row, with a click or with Enter, to see its whole record here.</Trans>
              ) : loading ? (
                <Trans>Loading the record…</Trans>
              ) : (
                <Trans>There is no row with the ID {id}. It may have been removed; choose another row.</Trans>
              )}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  )
}
