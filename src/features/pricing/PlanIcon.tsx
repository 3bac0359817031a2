import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import SellOutlined from '@mui/icons-material/SellOutlined'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'

/** The pictures the back end names plans by (`icon` in src/api/contract/pricing.ts); an unknown name gets a price tag. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = { RocketLaunchOutlined, WorkspacePremiumOutlined, ApartmentOutlined }

export function PlanIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name]! : SellOutlined
  return <Icon aria-hidden {...props} />
}
