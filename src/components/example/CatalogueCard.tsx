import { useId, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import type { LinkProps } from '@tanstack/react-router'
import type { Tint } from '@/components/InitialsAvatar'
import { RouterLink } from '@/components/RouterLink'
import { TintedIcon } from '@/components/TintedIcon'

interface CatalogueCardProps {
  to: LinkProps['to']
  title: string
  description: string
  icon: ComponentType<SvgIconProps>
  tint: Tint
  'data-testid'?: string
}

/** One page of a catalogue's index: its picture, its name (a link the whole card answers to) and its line. */
export function CatalogueCard({ to, title, description, icon: Icon, tint, 'data-testid': testId }: CatalogueCardProps) {
  const titleId = useId()
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        transition: theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': { boxShadow: theme.shadows[6], transform: 'translateY(-2px)' },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2.5 } }}>
        <TintedIcon tint={tint} shape="rounded">
          <Icon />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
            <RouterLink
              to={to}
              underline="none"
              // The whole card is the link's target; the link alone is in the tab order and the accessibility tree.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
            >
              {title}
            </RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  )
}
