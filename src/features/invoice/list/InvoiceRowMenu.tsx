import { Link } from '@tanstack/react-router'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconMenuItem } from '@/components/IconMenuItem'
import { MenuButton } from '@/components/MenuButton'

export interface RowActions {
  onDownload: (id: number) => void
  onDuplicate: (id: number) => void
  onDelete: (id: number) => void
}

/** A row's actions: preview, edit, download, duplicate, delete (which asks first). */
export function InvoiceRowMenu({ id, actions }: { id: number; actions: RowActions }) {
  const { t } = useLingui()
  return (
    <MenuButton label={t`Actions for invoice #${id}`} icon={<MoreVert />}>
      {(close) => [
        <IconMenuItem key="preview" component={Link} to={`/apps/invoice/preview/${id}`} icon={<VisibilityOutlined fontSize="small" />} onClick={close}>
          <Trans>Preview</Trans>
        </IconMenuItem>,
        <IconMenuItem key="edit" component={Link} to={`/apps/invoice/edit/${id}`} icon={<EditOutlined fontSize="small" />} onClick={close}>
          <Trans>Edit</Trans>
        </IconMenuItem>,
        <IconMenuItem key="download" icon={<DownloadOutlined fontSize="small" />} onClick={() => (close(), actions.onDownload(id))}>
          <Trans>Download</Trans>
        </IconMenuItem>,
        <IconMenuItem key="duplicate" icon={<ContentCopyOutlined fontSize="small" />} onClick={() => (close(), actions.onDuplicate(id))}>
          <Trans>Duplicate</Trans>
        </IconMenuItem>,
        <IconMenuItem key="delete" icon={<DeleteOutlined fontSize="small" color="error" />} onClick={() => (close(), actions.onDelete(id))} sx={{ color: 'error.main' }}>
          <Trans>Delete</Trans>
        </IconMenuItem>,
      ]}
    </MenuButton>
  )
}
