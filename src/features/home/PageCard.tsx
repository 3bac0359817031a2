import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import ArrowForward from '@mui/icons-material/ArrowForward'
import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { CardActionLink } from './links'
import { SOFT_TINT } from '@/theme/createAppTheme'

export type PageCardColor = 'primary' | 'info' | 'warning' | 'error'

export interface PageCardProps {
  to: '/misc/coming-soon' | '/misc/not-authorized' | '/misc/maintenance' | '/misc/error'
  icon: ComponentType<SvgIconProps>
  color: PageCardColor
  title: MessageDescriptor
  text: MessageDescriptor
}

/** One page of the template, as a card that opens it. */
export function PageCard({ to, icon: Icon, color, title, text }: PageCardProps) {
  const { i18n } = useLingui()
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionLink to={to} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Box
            sx={(theme) => ({
              width: 44,
              height: 44,
              mb: 2,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              color: `${color}.main`,
              bgcolor: alpha(theme.palette[color].main, SOFT_TINT),
            })}
          >
            <Icon />
          </Box>
          <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
            {i18n._(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, mb: 2 }}>
            {i18n._(text)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              <Trans>Open page</Trans>
            </Typography>
            {/* The arrow points the reading direction, so it flips in right-to-left. */}
            <ArrowForward fontSize="small" sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </Stack>
        </CardContent>
      </CardActionLink>
    </Card>
  )
}
