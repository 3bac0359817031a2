import { useState } from 'react'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import Check from '@mui/icons-material/Check'
import {
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid'

const labels = {
  compact: 'toolbarDensityCompact',
  standard: 'toolbarDensityStandard',
  comfortable: 'toolbarDensityComfortable',
} as const satisfies Record<GridDensity, string>

/** Row height choice. The grid's current toolbar has no density button of its own, so this adds one. */
export function DensityMenu() {
  const apiRef = useGridApiContext()
  const { slots, localeText } = useGridRootProps()
  const density = useGridSelector(apiRef, gridDensitySelector)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const icons = { compact: slots.densityCompactIcon, standard: slots.densityStandardIcon, comfortable: slots.densityComfortableIcon }
  const Icon = icons[density]

  return (
    <>
      <Tooltip title={localeText.toolbarDensity}>
        <ToolbarButton
          aria-label={localeText.toolbarDensityLabel}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(labels) as GridDensity[]).map((value) => (
          <MenuItem
            key={value}
            selected={value === density}
            onClick={() => {
              apiRef.current.setDensity(value)
              setAnchor(null)
            }}
          >
            <ListItemIcon>{value === density && <Check fontSize="small" />}</ListItemIcon>
            {localeText[labels[value]]}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
