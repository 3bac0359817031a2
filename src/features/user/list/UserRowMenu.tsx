import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { RowActionsMenu } from '@/components/RowActionsMenu'

/** A row's actions: view, edit, delete (which asks first). */
export function UserRowMenu({ user: { id, fullName }, onDelete }: { user: User; onDelete: () => void }) {
  const { t } = useLingui()
  return (
    <RowActionsMenu
      label={t`Actions for ${fullName}`}
      actions={[
        { label: t`View`, icon: <VisibilityOutlined />, to: `/apps/user/view/${id}` },
        { label: t`Edit`, icon: <EditOutlined />, to: `/apps/user/edit/${id}` },
        { label: t`Delete`, icon: <DeleteOutlined />, danger: true, onClick: onDelete },
      ]}
    />
  )
}
