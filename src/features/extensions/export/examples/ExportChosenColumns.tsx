import { useState } from 'react'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTheme } from '@mui/material/styles'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast } from '@/components/toast'
import { ALL_COLUMNS, EMPLOYEE_COLUMNS, type EmployeeColumn } from '../columns'
import type { Employee } from '../employees'
import { fileNameOf, savePdf } from '../exportFiles'
import { TableStatus } from '../TableStatus'
import { useEmployeeTable } from '../useEmployeeTable'

export const meta: ExampleMeta = {
  title: msg`Columns and page`,
  description: msg`The columns to keep and the page's orientation, chosen before the PDF is made.`,
  order: 3,
}

const everyone = (all: readonly Employee[]) => all

export default function ExportChosenColumns() {
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const [columns, setColumns] = useState<EmployeeColumn[]>(['name', 'post', 'salary'])
  const [orientation, setOrientation] = useState<'portrait' | 'landscape'>('portrait')
  const [making, setMaking] = useState(false)
  const { table, failed } = useEmployeeTable(columns, everyone)

  const toggle = (column: EmployeeColumn) =>
    setColumns((chosen) =>
      chosen.includes(column) ? chosen.filter((c) => c !== column) : ALL_COLUMNS.filter((c) => c === column || chosen.includes(c)),
    )

  const pdf = async () => {
    if (!table) return
    setMaking(true)
    try {
      await savePdf(table, {
        name: fileNameOf('employees-columns'),
        title: t`Employees`,
        color: theme.palette.primary.main,
        orientation,
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
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormGroup role="group" aria-labelledby="export-columns-label">
        <FormLabel id="export-columns-label">
          <Trans>Columns</Trans>
        </FormLabel>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ALL_COLUMNS.map((column) => (
            <FormControlLabel
              key={column}
              control={<Checkbox checked={columns.includes(column)} onChange={() => toggle(column)} />}
              label={i18n._(EMPLOYEE_COLUMNS[column].header)}
            />
          ))}
        </Stack>
      </FormGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={orientation}
        onChange={(_, value: typeof orientation | null) => value && setOrientation(value)}
        aria-label={t`Page orientation`}
      >
        <ToggleButton value="portrait">
          <Trans>Portrait</Trans>
        </ToggleButton>
        <ToggleButton value="landscape">
          <Trans>Landscape</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfOutlined />}
        onClick={pdf}
        loading={making}
        loadingPosition="start"
        disabled={columns.length === 0}
      >
        <Trans>Make the PDF</Trans>
      </Button>
    </Stack>
  )
}
