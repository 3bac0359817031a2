import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'

/**
 * Every Outlined icon of @mui/icons-material (about 2,100), one module each, bundled into the chunk
 * of this file. Only the icons page loads it, on demand (./IconsPage.tsx): no other page carries
 * these bytes.
 */
const modules = import.meta.glob<ComponentType<SvgIconProps>>('/node_modules/@mui/icons-material/*Outlined.mjs', { eager: true, import: 'default' })

export interface IconEntry {
  /** The module's name, as imported: "AlarmOutlined". */
  name: string
  Icon: ComponentType<SvgIconProps>
  /** The name in lower case, for the filter. */
  match: string
}

export const OUTLINED_ICONS: readonly IconEntry[] = Object.entries(modules)
  .map(([path, Icon]) => {
    const name = path.slice(path.lastIndexOf('/') + 1, -'.mjs'.length)
    return { name, Icon, match: name.toLowerCase() }
  })
  .sort((a, b) => a.name.localeCompare(b.name))
