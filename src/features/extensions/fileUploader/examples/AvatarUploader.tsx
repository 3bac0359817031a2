import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { RejectedFiles } from '../RejectedFiles'
import { useUploads } from '../useUploads'

export const meta: ExampleMeta = { title: msg`Profile picture`, description: msg`One image, shown round as soon as it is chosen; a new one replaces it.`, order: 3 }

const MAX_SIZE = 800_000

export default function AvatarUploader() {
  const { t } = useLingui()
  const { uploads, add, remove } = useUploads()
  const [rejections, setRejections] = useState<FileRejection[]>([])
  const current = uploads.at(-1)
  const { getRootProps, getInputProps, open } = useDropzone({
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
    maxSize: MAX_SIZE,
    multiple: false,
    noClick: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) {
        uploads.forEach(remove)
        add(accepted)
      }
      setRejections(rejected)
    },
  })
  return (
    <Stack spacing={2} {...getRootProps()}>
      <input {...getInputProps({ 'aria-label': t`Choose a profile picture` })} />
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <Avatar src={current?.preview} alt={current?.file.name} sx={{ width: 88, height: 88 }}>
          <PersonOutlined sx={{ fontSize: 44 }} />
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" size="small" onClick={open}>
              <Trans>Upload a photo</Trans>
            </Button>
            <Button variant="outlined" size="small" color="secondary" disabled={!current} onClick={() => current && remove(current)}>
              <Trans>Reset</Trans>
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            <Trans>PNG or JPEG, up to 800 kB.</Trans>
          </Typography>
        </Stack>
      </Stack>
      <RejectedFiles rejections={rejections} types="PNG, JPEG" maxSize={MAX_SIZE} />
    </Stack>
  )
}
