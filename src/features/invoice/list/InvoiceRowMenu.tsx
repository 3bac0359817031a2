import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useLingui } from '@lingui/react/macro'
import { RowActionsMenu } from '@/components/RowActionsMenu'

export interface RowActions {
  onDownload: (id: number) => void
  onDuplicate: (id: number) => void
  onDelete: (id: number) => void
}

/** A row's actions: preview, edit, download, duplicate, delete (which asks first). */
export function InvoiceRowMenu({ id, actions }: { id: number; actions: RowActions }) {
  const { t } = useLingui()
  return (
    <RowActionsMenu
      label={t`Actions for invoice #${id}`}
      actions={[
        { label: t`Preview`, icon: <VisibilityOutlined />, to: `/apps/invoice/preview/${id}` },
        { label: t`Edit`, icon: <EditOutlined />, to: `/apps/invoice/edit/${id}` },
        { label: t`Download`, icon: <DownloadOutlined />, onClick: () => actions.onDownload(id) },
        { label: t`Duplicate`, icon: <ContentCopyOutlined />, onClick: () => actions.onDuplicate(id) },
        { label: t`Delete`, icon: <DeleteOutlined />, danger: true, onClick: () => actions.onDelete(id) },
      ]}
    />
  )
}
