import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Split button`, description: msg`The usual action at once, the others in a menu beside it.`, order: 4 }

export default function SplitButton() {
  const { t } = useLingui()
  const options = [t`Merge commit`, t`Squash and merge`, t`Rebase and merge`]
  const [selected, setSelected] = useState(0)
  // The menu opens under the whole group, which the arrow's click finds.
  const [group, setGroup] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <ButtonGroup variant="contained" aria-label={t`Merge options`}>
        <Button>{options[selected]}</Button>
        <Button
          size="small"
          aria-label={t`Choose how to merge`}
          aria-haspopup="menu"
          aria-expanded={group !== null}
          aria-controls={group ? menuId : undefined}
          onClick={(event) => setGroup(event.currentTarget.parentElement)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={group} open={group !== null} onClose={() => setGroup(null)}>
        {options.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selected}
            onClick={() => {
              setSelected(index)
              setGroup(null)
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
