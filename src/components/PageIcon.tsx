import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined'
import AppsOutlined from '@mui/icons-material/AppsOutlined'
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined'
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined'
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined'
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined'
import TableViewOutlined from '@mui/icons-material/TableViewOutlined'
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined'
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
import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import CropSquareOutlined from '@mui/icons-material/CropSquareOutlined'
import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined'
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined'
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'

/**
 * The icons the table of pages names (src/registry/pages.ts: an @mui/icons-material name per page
 * and menu group), for the menu and the search palette. Importing them one by one keeps the bundle
 * to these few; a name missing here shows the fallback instead of breaking, and
 * src/registry/pages.test.ts fails on it. Add an entry when a page or group has a new icon.
 */
const PAGE_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  AccountCircleOutlined,
  AddCircleOutlineOutlined,
  AdminPanelSettingsOutlined,
  ApiOutlined,
  AppsOutlined,
  ArticleOutlined,
  AutoAwesomeMosaicOutlined,
  BarChartOutlined,
  BlockOutlined,
  CalendarMonthOutlined,
  ChatOutlined,
  CheckBoxOutlined,
  ConstructionOutlined,
  CropSquareOutlined,
  DashboardCustomizeOutlined,
  DatasetOutlined,
  DescriptionOutlined,
  DynamicFormOutlined,
  EditNoteOutlined,
  EditOutlined,
  EmailOutlined,
  ErrorOutlineOutlined,
  FavoriteBorderOutlined,
  FormatListBulletedOutlined,
  GridOnOutlined,
  HelpOutlineOutlined,
  HomeOutlined,
  HourglassEmptyOutlined,
  InsightsOutlined,
  Inventory2Outlined,
  LockResetOutlined,
  LocalShippingOutlined,
  LoginOutlined,
  ManageAccountsOutlined,
  ManageSearchOutlined,
  MenuBookOutlined,
  PasswordOutlined,
  PaymentsOutlined,
  PeopleOutlined,
  PersonAddOutlined,
  QueryStatsOutlined,
  ReceiptLongOutlined,
  ShoppingBagOutlined,
  ShoppingCartCheckoutOutlined,
  ShoppingCartOutlined,
  SpaceDashboardOutlined,
  StorefrontOutlined,
  TableChartOutlined,
  TableViewOutlined,
  TouchAppOutlined,
  ViewAgendaOutlined,
  VisibilityOutlined,
  WidgetsOutlined,
}

/** The names PageIcon knows. */
export const pageIconNames = (): string[] => Object.keys(PAGE_ICONS)

/** The icon component of a name, or a generic page icon for an unknown name. */
export const pageIcon = (name: string): ComponentType<SvgIconProps> => PAGE_ICONS[name] ?? DescriptionOutlined

/** A page's (or menu group's) icon by its @mui/icons-material name. */
export function PageIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = PAGE_ICONS[name] ?? DescriptionOutlined
  return <Icon {...props} />
}
