import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined'
import ApiOutlined from '@mui/icons-material/ApiOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import DatasetOutlined from '@mui/icons-material/DatasetOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import GridOnOutlined from '@mui/icons-material/GridOnOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import LoginOutlined from '@mui/icons-material/LoginOutlined'
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined'
import PasswordOutlined from '@mui/icons-material/PasswordOutlined'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import CropSquareOutlined from '@mui/icons-material/CropSquareOutlined'
import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined'
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined'

/**
 * The icons the page index names (an @mui/icons-material name per page). Importing them one by one
 * keeps the bundle to these few; a name missing here shows the fallback instead of breaking.
 * Add an entry when the seed gains a page with a new icon.
 */
const PAGE_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AdminPanelSettingsOutlined,
  ApiOutlined,
  BlockOutlined,
  ConstructionOutlined,
  DatasetOutlined,
  EmailOutlined,
  ErrorOutlineOutlined,
  GridOnOutlined,
  HomeOutlined,
  HourglassEmptyOutlined,
  LockResetOutlined,
  LoginOutlined,
  ManageSearchOutlined,
  PasswordOutlined,
  PersonAddOutlined,
  TableChartOutlined,
  ReceiptLongOutlined,
  AddCircleOutlineOutlined,
  PeopleOutlined,
  VisibilityOutlined,
  EditOutlined,
  ManageAccountsOutlined,
  AccountCircleOutlined,
  ShoppingCartOutlined,
  InsightsOutlined,
  CropSquareOutlined,
  AutoAwesomeMosaicOutlined,
  BarChartOutlined,
  QueryStatsOutlined,
  TouchAppOutlined,
}

/** A page's icon by its @mui/icons-material name, or a generic page icon for an unknown name. */
export function PageIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = PAGE_ICONS[name] ?? DescriptionOutlined
  return <Icon {...props} />
}
