import type { ComponentType } from 'react'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import FlagOutlined from '@mui/icons-material/FlagOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined'
import KeyboardReturnOutlined from '@mui/icons-material/KeyboardReturnOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import ShieldOutlined from '@mui/icons-material/ShieldOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'

/**
 * The icons the FAQ's categories and the knowledge base's categories and sections name (an
 * @mui/icons-material name each, from the back end). Imported one by one so the page carries these
 * few; an unknown name shows a question mark instead of breaking (icons.test.ts checks the seed's).
 */
export const TOPIC_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  AccountBalanceWalletOutlined,
  AssignmentReturnOutlined,
  CreditCardOutlined,
  CurrencyExchangeOutlined,
  DescriptionOutlined,
  FlagOutlined,
  GroupOutlined,
  KeyboardReturnOutlined,
  LocalShippingOutlined,
  LocationOnOutlined,
  LockOutlined,
  ReceiptLongOutlined,
  RocketLaunchOutlined,
  ShieldOutlined,
  ShoppingBagOutlined,
  StorefrontOutlined,
  SupportAgentOutlined,
  TuneOutlined,
}

/** The icon a topic names, or a question mark. Decorative: the topic's title says what it is. */
export function TopicIcon({ name, ...props }: SvgIconProps & { name: string }) {
  const Icon = Object.hasOwn(TOPIC_ICONS, name) ? TOPIC_ICONS[name]! : HelpOutlineOutlined
  return <Icon aria-hidden {...props} />
}
