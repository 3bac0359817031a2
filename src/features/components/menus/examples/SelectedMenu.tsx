import { useState } from 'react'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Selected item`,
  description: msg`The menu opens on the current choice, which is marked.`,
  order: 3,
}

export default function SelectedMenu() {
  const { t } = useLingui()
  const options = [t`Newest first`, t`Oldest first`, t`Name, A to Z`, t`Most popular`]
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState(0)
  return (
    <>
      <List
        component="div"
        disablePadding
        aria-label={t`Sorting`}
        sx={{
          maxWidth: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <ListItemButton aria-haspopup="listbox" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
          <ListItemText primary={t`Sort by`} secondary={options[selected]} />
        </ListItemButton>
      </List>
      {/* variant="selectedMenu" (the default) puts the focus on the selected item when the menu opens. */}
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { role: 'listbox', 'aria-label': t`Sort by` } }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            selected={index === selected}
            aria-selected={index === selected}
            onClick={() => {
              setSelected(index)
              setAnchor(null)
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
