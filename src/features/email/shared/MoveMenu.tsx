import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined'
import { useLingui } from '@lingui/react/macro'
import type { EmailFolder } from '@/api/contract'
import { MenuButton } from '@/components/MenuButton'
import { folderInfo, MOVE_TARGETS } from '../folders'

/** "Move to": the folders a mail can go to, except the one it is in. */
export function MoveMenu({ from, disabled, onMove }: { from?: EmailFolder; disabled?: boolean; onMove: (folder: EmailFolder) => void }) {
  const { t, i18n } = useLingui()
  return (
    <MenuButton label={t`Move to`} icon={<DriveFileMoveOutlined />} disabled={disabled}>
      {(close) =>
        MOVE_TARGETS.filter((folder) => folder !== from).map((folder) => {
          const { name, icon: Icon } = folderInfo(folder)
          return (
            <MenuItem
              key={folder}
              onClick={() => {
                close()
                onMove(folder)
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{i18n._(name)}</ListItemText>
            </MenuItem>
          )
        })
      }
    </MenuButton>
  )
}
