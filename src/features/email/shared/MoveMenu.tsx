import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined'
import { useLingui } from '@lingui/react/macro'
import type { EmailFolder } from '@/api/contract/email'
import { IconMenuItem } from '@/components/IconMenuItem'
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
            <IconMenuItem
              key={folder}
              icon={<Icon fontSize="small" />}
              onClick={() => {
                close()
                onMove(folder)
              }}
            >
              {i18n._(name)}
            </IconMenuItem>
          )
        })
      }
    </MenuButton>
  )
}
