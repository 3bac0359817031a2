import { Link } from '@tanstack/react-router'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import MoreVert from '@mui/icons-material/MoreVert'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { IconMenuItem } from '@/components/IconMenuItem'
import { MenuButton } from '@/components/MenuButton'

/** A row's actions: view, edit, delete (which asks first). */
export function UserRowMenu({ user, onDelete }: { user: User; onDelete: () => void }) {
  const { t } = useLingui()
  const { fullName } = user
  return (
    <MenuButton label={t`Actions for ${fullName}`} icon={<MoreVert />}>
      {(close) => [
        <IconMenuItem key="view" component={Link} to={`/apps/user/view/${user.id}`} icon={<VisibilityOutlined fontSize="small" />} onClick={close}>
          <Trans>View</Trans>
        </IconMenuItem>,
        <IconMenuItem key="edit" component={Link} to={`/apps/user/edit/${user.id}`} icon={<EditOutlined fontSize="small" />} onClick={close}>
          <Trans>Edit</Trans>
        </IconMenuItem>,
        <IconMenuItem key="delete" icon={<DeleteOutlined fontSize="small" color="error" />} onClick={() => (close(), onDelete())} sx={{ color: 'error.main' }}>
          <Trans>Delete</Trans>
        </IconMenuItem>,
      ]}
    </MenuButton>
  )
}
