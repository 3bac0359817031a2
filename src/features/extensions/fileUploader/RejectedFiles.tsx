import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { ErrorCode, type FileRejection } from 'react-dropzone'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatSize } from './formatSize'

interface RejectedFilesProps {
  rejections: readonly FileRejection[]
  /** The accepted types, as the user reads them ("PNG, JPEG"). */
  types: string
  maxSize: number
  maxFiles?: number
}

/** Each file the drop zone refused, with why, in the active language: one alert per file, read out as it appears. */
export function RejectedFiles({ rejections, types, maxSize, maxFiles = 0 }: RejectedFilesProps) {
  const { t, i18n } = useLingui()
  if (rejections.length === 0) return null
  const reason = (code: string, name: string) => {
    switch (code) {
      case ErrorCode.FileInvalidType:
        return t`“${name}” is not an accepted type. Accepted: ${types}.`
      case ErrorCode.FileTooLarge: {
        const max = formatSize(maxSize, i18n.locale)
        return t`“${name}” is larger than ${max}.`
      }
      case ErrorCode.TooManyFiles:
        return plural(maxFiles, { one: `“${name}” was not added: at most # file at a time.`, other: `“${name}” was not added: at most # files at a time.` })
      default:
        return t`“${name}” cannot be added.`
    }
  }
  return (
    <Stack spacing={1} role="alert" data-testid="rejected-files">
      {rejections.map(({ file, errors }) => (
        <Alert key={`${file.name}-${file.size}-${file.lastModified}`} severity="error" variant="outlined" sx={{ py: 0 }}>
          {/* Too many files is said alone: whatever else is wrong with the file, it was not even looked at. */}
          {errors.some((error) => error.code === ErrorCode.TooManyFiles) ? reason(ErrorCode.TooManyFiles, file.name) : errors.map((error) => reason(error.code, file.name)).join(' ')}
        </Alert>
      ))}
    </Stack>
  )
}
