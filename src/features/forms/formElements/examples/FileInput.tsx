import { useId, useState, type ChangeEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { formatFileSize } from '@/i18n/format'

export const meta: ExampleMeta = { title: msg`File input`, description: msg`Chosen files listed with their sizes; a wrong type or a file too large is refused.`, order: 4 }

const ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf']
const MAX_BYTES = 2 * 1024 * 1024

export default function FileInput() {
  const { t } = useLingui()
  const inputId = useId()
  const [files, setFiles] = useState<File[]>([])
  const [refused, setRefused] = useState<string[]>([])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? [])
    // The browser's `accept` only filters its dialog: a dropped or "all files" choice still needs checking.
    setFiles(chosen.filter((file) => ACCEPTED.includes(file.type) && file.size <= MAX_BYTES))
    setRefused(
      chosen.flatMap((file) =>
        !ACCEPTED.includes(file.type)
          ? [t`${file.name}: only PNG, JPEG and PDF files are accepted.`]
          : file.size > MAX_BYTES
            ? [t`${file.name} is larger than ${formatFileSize(MAX_BYTES)}.`]
            : [],
      ),
    )
    event.target.value = ''
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUploadOutlined />}>
        <Trans>Choose files</Trans>
        <input id={inputId} type="file" multiple accept={ACCEPTED.join(',')} hidden onChange={choose} />
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Trans>PNG, JPEG or PDF, up to {formatFileSize(MAX_BYTES)} each.</Trans>
      </Typography>
      {refused.length > 0 && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {refused.map((reason) => (
            <div key={reason}>{reason}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label={t`Chosen files`} sx={{ width: '100%' }}>
          {files.map((file) => (
            <ListItem key={file.name} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={formatFileSize(file.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  )
}
