import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RejectedFiles } from '../RejectedFiles'
import { UploadList } from '../UploadList'
import { useUploads } from '../useUploads'

export const meta: ExampleMeta = {
  title: msg`Documents with a button`,
  description: msg`A button opens the file chooser, and the whole card takes a drop: PDF, CSV or text files up to 1 MB.`,
  order: 2,
}

const MAX_SIZE = 1_000_000

export default function DocumentUploader() {
  const { t } = useLingui()
  const { uploads, add, remove } = useUploads()
  const [rejections, setRejections] = useState<FileRejection[]>([])
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: { 'application/pdf': ['.pdf'], 'text/csv': ['.csv'], 'text/plain': ['.txt'] },
    maxSize: MAX_SIZE,
    // Only the button opens the chooser: a click elsewhere in the card may be meant for a file's remove button.
    noClick: true,
    onDrop: (accepted, rejected) => {
      add(accepted)
      setRejections(rejected)
    },
  })
  return (
    <Stack spacing={2} {...getRootProps()} sx={{ outline: isDragActive ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'dashed', borderRadius: 1, p: 0.5 }}>
      <input {...getInputProps({ 'aria-label': t`Choose documents` })} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AttachFileOutlined />} onClick={open}>
          <Trans>Attach documents</Trans>
        </Button>
        <Typography variant="body2" color="text.secondary">
          <Trans>or drop them here</Trans>
        </Typography>
      </Stack>
      <RejectedFiles rejections={rejections} types="PDF, CSV, TXT" maxSize={MAX_SIZE} />
      <UploadList uploads={uploads} onRemove={remove} />
    </Stack>
  )
}
