import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast } from '@/components/toast'
import { ALL_COLUMNS } from '../columns'
import type { Employee } from '../employees'
import { EmployeeTable } from '../EmployeeTable'
import { fileNameOf, saveCsv, savePdf } from '../exportFiles'
import { TableStatus } from '../TableStatus'
import { useEmployeeTable } from '../useEmployeeTable'

export const meta: ExampleMeta = {
  title: msg`CSV and PDF`,
  description: msg`The rows as they are shown, saved as a spreadsheet or a document named with today's date.`,
  order: 1,
  wide: true,
}

/** The first six people: enough to see the formats. */
const firstRows = (all: readonly Employee[]) => all.slice(0, 6)

export default function ExportToFiles() {
  const { t } = useLingui()
  const theme = useTheme()
  const { table, numeric, failed } = useEmployeeTable(ALL_COLUMNS, firstRows)
  const [making, setMaking] = useState(false)

  const pdf = async () => {
    if (!table) return
    setMaking(true)
    try {
      await savePdf(table, {
        name: fileNameOf('employees'),
        title: t`Employees`,
        color: theme.palette.primary.main,
      })
    } catch {
      showToast(t`The PDF could not be made. Please try again.`, {
        variant: 'error',
      })
    } finally {
      setMaking(false)
    }
  }

  if (!table) return <TableStatus failed={failed} />
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DescriptionOutlined />} onClick={() => saveCsv(table, fileNameOf('employees'))}>
          <Trans>Export CSV</Trans>
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={pdf} loading={making} loadingPosition="start">
          <Trans>Export PDF</Trans>
        </Button>
      </Stack>
      <EmployeeTable table={table} numeric={numeric} label={t`Employees`} />
    </Stack>
  )
}
