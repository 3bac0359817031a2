import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined'
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined'

/**
 * The icons of the vertical menu's top level, which is the menu's groups (MENU_GROUPS in
 * src/registry/pages.ts, those not `in` another); deeper entries draw a bullet. Six icons here rather
 * than PageIcon's every page's, since this menu is in every signed-in page's first load; the
 * horizontal menu and the search palette, which draw a page's own icon, load PageIcon with their code.
 * src/layout/navigation.test.ts fails when a top-level group's icon is missing here.
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
