import Typography from '@mui/material/Typography'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { Timeline, TimelineItem } from '@/features/uiElement/timeline/Timeline'

export const meta: ExampleMeta = { title: msg`With icons`, description: msg`An icon in each dot says the step at a glance.`, order: 3 }

export default function TimelineWithIcons() {
  const { t } = useLingui()
  const steps = [
    { icon: <ShoppingCartOutlined />, color: 'primary', title: t`Added to the cart`, text: t`Three items` },
    { icon: <CreditCardOutlined />, color: 'info', title: t`Paid by card`, text: t`Visa ending in 4242` },
    { icon: <LocalShippingOutlined />, color: 'warning', title: t`On its way`, text: t`With the courier since this morning` },
    { icon: <HomeOutlined />, color: 'success', title: t`Delivered`, text: t`Left at the front door` },
  ] as const
  return (
    <Timeline aria-label={t`Delivery`}>
      {steps.map(({ icon, color, title, text }) => (
        <TimelineItem key={title} icon={icon} color={color}>
          <Typography variant="subtitle2" component="p">
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text}
          </Typography>
        </TimelineItem>
      ))}
    </Timeline>
  )
}
