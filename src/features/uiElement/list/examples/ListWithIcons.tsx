import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined'
import NoteAltOutlined from '@mui/icons-material/NoteAltOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`Rows to choose from, each led by an icon.`, order: 1 }

export default function ListWithIcons() {
  const { t } = useLingui()
  const folders = [
    { label: t`Inbox`, icon: <MoveToInboxOutlined /> },
    { label: t`Drafts`, icon: <NoteAltOutlined /> },
    { label: t`Sent`, icon: <SendOutlined /> },
    { label: t`Trash`, icon: <DeleteOutlined /> },
  ]
  return (
    <List aria-label={t`Folders`} disablePadding>
      {folders.map(({ label, icon }) => (
        <ListItem key={label} disablePadding>
          <ListItemButton sx={{ borderRadius: 1 }}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
