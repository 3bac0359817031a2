import { useState } from 'react'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import FolderOutlined from '@mui/icons-material/FolderOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Nested`, description: msg`A row that opens onto rows of its own.`, order: 5 }

export default function NestedList() {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  return (
    <List aria-label={t`Documents`} disablePadding>
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ borderRadius: 1 }}>
          <ListItemIcon>
            <FolderOutlined />
          </ListItemIcon>
          <ListItemText primary={t`Projects`} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        {/* The rows it opens are a list of their own, inside its row. */}
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {[t`Roadmap`, t`Budget`, t`Meeting notes`].map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton sx={{ pl: 4, borderRadius: 1 }}>
                  <ListItemIcon>
                    <DescriptionOutlined />
                  </ListItemIcon>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton sx={{ borderRadius: 1 }}>
          <ListItemIcon>
            <FolderOutlined />
          </ListItemIcon>
          <ListItemText primary={t`Archive`} />
        </ListItemButton>
      </ListItem>
    </List>
  )
}
