import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Check from '@mui/icons-material/Check'
import SortRounded from '@mui/icons-material/SortRounded'
import { useLingui } from '@lingui/react/macro'
import type { TaskSort } from '@/api/contract/todoValues'
import { SORTS, sortName } from '../sorts'

/** The order of the list: a button that says the one in force, and a menu of the others (one checked). */
export function SortMenu({ value, onChange }: { value: TaskSort; onChange: (sort: TaskSort) => void }) {
  const { t, i18n } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n._(sortName(value))
  return (
    <>
      <Button
        color="inherit"
        startIcon={<SortRounded />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t`Sort by: ${current}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, color: 'text.secondary', whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } }}
      >
        {/* The words show where there is room; the name says them anyway. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t`Sort by` } }}>
        {SORTS.map(({ sort, name }) => (
          <MenuItem
            key={sort}
            role="menuitemradio"
            aria-checked={sort === value}
            selected={sort === value}
            onClick={() => {
              setAnchor(null)
              if (sort !== value) onChange(sort)
            }}
          >
            <ListItemIcon>{sort === value && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{i18n._(name)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
