import { useState } from 'react'
import Stack from '@mui/material/Stack'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { DropZone } from '../DropZone'
import { RejectedFiles } from '../RejectedFiles'
import { UploadList } from '../UploadList'
import { useUploads } from '../useUploads'

export const meta: ExampleMeta = {
  title: msg`Images with previews`,
  description: msg`Drop images or click to choose them: PNG, JPEG or WebP up to 2 MB, six at most. Each shows its preview and progress.`,
  order: 1,
  wide: true,
}

const MAX_SIZE = 2_000_000
const MAX_FILES = 6

export default function ImageUploader() {
  const { t } = useLingui()
  const { uploads, add, remove } = useUploads()
  const [rejections, setRejections] = useState<FileRejection[]>([])
  const dropzone = useDropzone({
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] },
    maxSize: MAX_SIZE,
    maxFiles: MAX_FILES,
    onDrop: (accepted, rejected) => {
      add(accepted)
      setRejections(rejected)
    },
  })
  return (
    <Stack spacing={2}>
      <DropZone
        dropzone={dropzone}
        label={t`Choose images`}
        title={<Trans>Drop images here or click to choose them</Trans>}
        hint={<Trans>PNG, JPEG or WebP, up to 2 MB each</Trans>}
        data-testid="image-drop-zone"
      />
      <RejectedFiles rejections={rejections} types="PNG, JPEG, WebP" maxSize={MAX_SIZE} maxFiles={MAX_FILES} />
      <UploadList uploads={uploads} onRemove={remove} />
    </Stack>
  )
}
