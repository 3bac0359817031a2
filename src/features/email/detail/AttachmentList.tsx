import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import { Plural, useLingui } from '@lingui/react/macro'
import type { EmailAttachment } from '@/api/contract/email'
import { safeUrl } from '@/lib/safeUrl'
import { attachmentDownload, saveAttachment } from '../attachmentUrl'
import { isRemoteUrl } from '../sanitizeHtml'
import { formatFileSize } from '@/i18n/format'

interface AttachmentListProps {
  attachments: readonly EmailAttachment[]
  /** Whether thumbnails from other sites may load (they can track, as remote images do). */
  remoteThumbnails: boolean
}

/**
 * A mail's files: icon, name, size, and a download control: a link when the file lives at a URL the
 * app's URL rule lets be one, a button that saves it when it travels in the mail (a data: URL), none
 * otherwise. The thumbnail shows only when the URL rule takes it as an image.
 */
export function AttachmentList({ attachments, remoteThumbnails }: AttachmentListProps) {
  const { t } = useLingui()
  const count = attachments.length
  return (
    <Box component="section" aria-label={t`Attachments`} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        <Plural value={count} one="# attachment" other="# attachments" />
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {attachments.map((file, index) => {
          const download = attachmentDownload(file.url)
          const size = formatFileSize(file.size)
          const picture = safeUrl(file.thumbnail, 'image')
          const thumbnail = picture && (remoteThumbnails || !isRemoteUrl(picture)) ? picture : undefined
          const label = t`Download ${file.fileName} (${size})`
          const downloadSx = { display: 'grid', placeItems: 'center', p: 0.5, borderRadius: 1, color: 'text.secondary', '&:hover': { color: 'primary.main' } }
          return (
            <Box
              component="li"
              key={`${index}-${file.fileName}`}
              data-testid="attachment"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, maxWidth: 320, py: 1, px: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
            >
              {/* The file-type icon; the generic one when the picture is missing or held back. */}
              <Avatar variant="rounded" src={thumbnail} alt="" sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.secondary' }}>
                <InsertDriveFileOutlined fontSize="small" />
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={file.fileName}>
                  <bdi>{file.fileName}</bdi>
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {size}
                </Typography>
              </Box>
              {download && 'href' in download && (
                <Link href={download.href} download={file.fileName} aria-label={label} sx={downloadSx}>
                  <FileDownloadOutlined fontSize="small" />
                </Link>
              )}
              {download && 'file' in download && (
                <Link component="button" type="button" onClick={() => saveAttachment(download.file, file.fileName)} aria-label={label} sx={downloadSx}>
                  <FileDownloadOutlined fontSize="small" />
                </Link>
              )}
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
