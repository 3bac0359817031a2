import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined'
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined'

/**
 * The icons of the menu's top level, which is its groups (MENU_GROUPS in src/registry/pages.ts, those
 * not `in` another), in both menus: six icons here rather than PageIcon's every page's, since the menus
 * are in every signed-in page's first load. Deeper entries draw a bullet (vertical menu) or their page's
 * icon once a dropdown opens (horizontal menu, LazyPageIcon). src/layout/navigation.test.ts fails when
 * a top-level group's icon is missing here.
 */
export const TOP_MENU_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AppsOutlined,
  BarChartOutlined,
  DashboardCustomizeOutlined,
  DescriptionOutlined,
  DynamicFormOutlined,
  SpaceDashboardOutlined,
}

/** A top-level entry's icon by its @mui/icons-material name (a generic page icon for a name not drawn here). */
export function TopMenuIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = TOP_MENU_ICONS[name] ?? DescriptionOutlined
  return <Icon {...props} />
}
