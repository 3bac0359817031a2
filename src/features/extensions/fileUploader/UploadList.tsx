import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { useLingui } from '@lingui/react/macro'
import { formatSize } from './formatSize'
import type { Upload } from './useUploads'

/** The files added: preview (or a file icon), name and size, the upload's progress, and a way to remove each. */
export function UploadList({ uploads, onRemove }: { uploads: readonly Upload[]; onRemove: (upload: Upload) => void }) {
  const { t, i18n } = useLingui()
  if (uploads.length === 0) return null
  return (
    <Box component="ul" aria-label={t`Files`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {uploads.map((upload) => {
        const name = upload.file.name
        const done = upload.progress >= 100
        return (
          <Box
            component="li"
            key={upload.id}
            data-testid="upload"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
          >
            {upload.preview ? (
              <Box component="img" src={upload.preview} alt="" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
            ) : (
              <InsertDriveFileOutlined sx={{ fontSize: 36, color: 'text.secondary', flexShrink: 0 }} />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap title={name} data-testid="upload-name">
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatSize(upload.file.size, i18n.locale)}
                {done ? ` · ${t`Uploaded`}` : ''}
              </Typography>
              {!done && <LinearProgress variant="determinate" value={upload.progress} aria-label={t`Uploading “${name}”`} sx={{ mt: 0.5 }} />}
            </Box>
            {done && <CheckCircleOutlined color="success" fontSize="small" aria-hidden />}
            <IconButton size="small" aria-label={t`Remove “${name}”`} onClick={() => onRemove(upload)}>
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Box>
        )
      })}
    </Box>
  )
}
