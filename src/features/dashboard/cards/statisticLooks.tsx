import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import BarChartOutlined from '@mui/icons-material/BarChartOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import MailOutlined from '@mui/icons-material/MailOutlined'
import MonetizationOnOutlined from '@mui/icons-material/MonetizationOnOutlined'
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined'
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined'
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined'
import type { StatisticsCard, StatisticsCardName } from '@/api/contract/cards'
import type { Tint } from '@/components/InitialsAvatar'
import type { DashboardFormat } from '../useDashboardFormat'

interface StatisticLook {
  /** What the figure counts, as the card titles it. */
  title: MessageDescriptor
  icon: ReactNode
  tint: Tint
  /** How its chart draws the 12 months. */
  chart: 'area' | 'bar' | 'line'
}

/** How each statistics card names, colours and charts its figure. */
export const STATISTIC_LOOKS: Record<StatisticsCardName, StatisticLook> = {
  'orders-bar-chart': { title: msg`Orders`, icon: <BarChartOutlined />, tint: 'primary', chart: 'bar' },
  'profit-line-chart': { title: msg`Profit`, icon: <ShowChartOutlined />, tint: 'info', chart: 'line' },
  subscribers: { title: msg`Subscribers Gained`, icon: <PersonAddAltOutlined />, tint: 'primary', chart: 'area' },
  revenue: { title: msg`Revenue Generated`, icon: <MonetizationOnOutlined />, tint: 'success', chart: 'area' },
  sales: { title: msg`Sales`, icon: <TrendingUpOutlined />, tint: 'primary', chart: 'area' },
  orders: { title: msg`Orders Received`, icon: <ShoppingCartOutlined />, tint: 'warning', chart: 'area' },
  'site-traffic': { title: msg`Site Traffic`, icon: <TravelExploreOutlined />, tint: 'info', chart: 'area' },
  'active-users': { title: msg`Active Users`, icon: <GroupOutlined />, tint: 'error', chart: 'area' },
  newsletter: { title: msg`Newsletter`, icon: <MailOutlined />, tint: 'secondary', chart: 'area' },
}

/** A statistic's figure, or one of its points: money in its currency, counts short ("12.4K"). */
export const statisticValue = (format: DashboardFormat, unit: StatisticsCard['unit']) => (unit === 'cents' ? format.moneyCompact : format.compact)
