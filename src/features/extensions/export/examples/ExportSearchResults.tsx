import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import type { EmployeeColumn } from '../columns'
import type { Employee } from '../employees'
import { EmployeeTable } from '../EmployeeTable'
import { fileNameOf, saveCsv } from '../exportFiles'
import { TableStatus } from '../TableStatus'
import { useEmployeeTable } from '../useEmployeeTable'

export const meta: ExampleMeta = {
  title: msg`Search results`,
  description: msg`Every row that matches the search, not only the ones on screen.`,
  order: 2,
}

const COLUMNS: EmployeeColumn[] = ['name', 'city', 'salary']
/** The table shows the first matches; the file gets them all. */
const SHOWN = 4

export default function ExportSearchResults() {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const words = search.trim().toLowerCase()
  const matching = (all: readonly Employee[]) => all.filter((employee) => `${employee.name} ${employee.city}`.toLowerCase().includes(words))
  const { table, numeric, failed } = useEmployeeTable(COLUMNS, matching)

  if (!table) return <TableStatus failed={failed} />
  const count = table.rows.length
  return (
    <Stack spacing={2}>
      <TextField size="small" label={t`Search by name or city`} value={search} onChange={(event) => setSearch(event.target.value)} />
      <EmployeeTable table={{ ...table, rows: table.rows.slice(0, SHOWN) }} numeric={numeric} label={t`Matching people`} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          <Plural value={count} _0="No match" one="# match" other="# matches" />
        </Typography>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          disabled={count === 0}
          onClick={() => saveCsv(table, fileNameOf('employees-search'))}
        >
          <Plural value={count} _0="Nothing to export" one="Export # row" other="Export # rows" />
        </Button>
      </Stack>
    </Stack>
  )
}
