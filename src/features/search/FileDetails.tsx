import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FileSearchItem } from '@/api/contract/search'
import { safeUrl } from '@/lib/safeUrl'
import { displayFileSize } from './fileSize'

/** The extension in capitals ("PDF"), or nothing for a name without one. */
const fileType = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toUpperCase()

/**
 * What the palette shows for a file: the back end gives its name, uploader and size, and no
 * address to download it from, so the honest thing is to show those details.
 */
export function FileDetails({ file, onBack }: { file: FileSearchItem; onBack: () => void }) {
  const { t } = useLingui()
  const type = fileType(file.title)
  const rows: [string, string][] = [
    [t`Uploaded by`, file.by],
    [t`Size`, displayFileSize(file.size)],
    ...(type ? [[t`Type`, type] as [string, string]] : []),
  ]
  return (
    <Box role="region" aria-label={file.title} data-testid="search-file-details" sx={{ px: 3, py: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar variant="rounded" src={safeUrl(file.file, 'image')} alt="" sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}>
          <InsertDriveFileOutlined />
        </Avatar>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          <bdi>{file.title}</bdi>
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 2.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {/* Focus moves here so a keyboard user lands on the details; Esc still closes the palette. */}
      <Button startIcon={<ArrowBack sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})} />} onClick={onBack} autoFocus>
        <Trans>Back to results</Trans>
      </Button>
    </Box>
  )
}
