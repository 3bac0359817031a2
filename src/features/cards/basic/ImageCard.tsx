import { useState } from 'react'
import Button from '@mui/material/Button'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import Favorite from '@mui/icons-material/Favorite'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import { Plural, Trans } from '@lingui/react/macro'
import { DemoCard } from '../DemoCard'

const EARLIER_LIKES = 28

/** A picture on top, then the text; "Like" is a toggle that counts the reader in. */
export function ImageCard() {
  const [liked, setLiked] = useState(false)
  const likes = EARLIER_LIKES + (liked ? 1 : 0)
  return (
    <DemoCard
      media={<CardMedia component="img" image="/images/profile/photo-1.svg" alt="" sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
      title={<Trans>Card with an image</Trans>}
      footer={
        <>
          <Button
            variant={liked ? 'contained' : 'outlined'}
            color="error"
            aria-pressed={liked}
            startIcon={liked ? <Favorite /> : <FavoriteBorder />}
            onClick={() => setLiked((on) => !on)}
          >
            <Trans>Like</Trans>
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="like-count">
            <Plural value={likes} one="# like" other="# likes" />
          </Typography>
        </>
      }
      data-testid="card-image"
    >
      <Typography variant="body2">
        <Trans>An image on top sets the mood before the reader gets to the words.</Trans>
      </Typography>
    </DemoCard>
  )
}
