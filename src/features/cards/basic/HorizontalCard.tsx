import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatAgo } from '../format'

/**
 * The picture beside the text on wide screens (above it on a phone), at the start or the end of the
 * line: both follow the reading direction.
 */
export function HorizontalCard({ imageAt }: { imageAt: 'start' | 'end' }) {
  useLingui() // re-renders on a language switch, so "3 minutes ago" follows it
  const titleId = useId()
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`card-horizontal-${imageAt}`}
      sx={{ height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: imageAt === 'start' ? 'row' : 'row-reverse' } }}
    >
      {/*
        The text sets the card's height and the picture covers its side of it: a picture at its own
        proportions would make the card as tall as it is on a wide screen and leave the text half the card.
      */}
      <Box sx={{ position: 'relative', flexShrink: 0, width: { xs: '100%', sm: '40%' }, aspectRatio: { xs: '4 / 3', sm: 'auto' }, minHeight: { sm: 180 } }}>
        <CardMedia
          component="img"
          image={imageAt === 'start' ? '/images/profile/photo-3.svg' : '/images/profile/photo-4.svg'}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5, flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {imageAt === 'start' ? <Trans>Image at the start</Trans> : <Trans>Image at the end</Trans>}
        </Typography>
        <Typography variant="body2">
          <Trans>The picture sits beside the text on wide screens and above it on narrow ones.</Trans>
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatAgo(imageAt === 'start' ? 3 : 45)}
        </Typography>
        <Button variant="outlined" component={Link} to={imageAt === 'start' ? '/pages/profile' : '/pages/account-settings'} sx={{ mt: 'auto' }}>
          {imageAt === 'start' ? <Trans>Open the profile</Trans> : <Trans>Account settings</Trans>}
        </Button>
      </Box>
    </Card>
  )
}
