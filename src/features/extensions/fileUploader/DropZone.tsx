import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import { alpha } from '@mui/material/styles'
import type { DropzoneState } from 'react-dropzone'

interface DropZoneProps {
  dropzone: DropzoneState
  /** The file input's accessible name. */
  label: string
  title: ReactNode
  hint: ReactNode
  'data-testid'?: string
}

/** The dashed box that takes files: a click (or Enter, Space) opens the file chooser, a drop adds them. */
export function DropZone({ dropzone, label, title, hint, 'data-testid': testId }: DropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, isDragReject } = dropzone
  return (
    <Box
      {...getRootProps()}
      data-testid={testId}
      sx={(theme) => ({
        p: { xs: 2.5, sm: 4 },
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: isDragReject ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        textAlign: 'center',
        cursor: 'pointer',
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <input {...getInputProps({ 'aria-label': label })} />
      <CloudUploadOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  )
}
