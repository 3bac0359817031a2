import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined'
import { msg, plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Custom icons and count`,
  description: msg`Hearts in the error colour, and ten of them.`,
  order: 4,
}

export default function CustomIconsRating() {
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography component="legend">
          <Trans>Hearts</Trans>
        </Typography>
        <Rating
          name="hearts"
          defaultValue={3}
          getLabelText={(value) => plural(value, { one: '# heart', other: '# hearts' })}
          icon={<FavoriteOutlined fontSize="inherit" />}
          emptyIcon={<FavoriteBorderOutlined fontSize="inherit" />}
          sx={{ color: 'error.main' }}
        />
      </div>
      <div>
        <Typography component="legend">
          <Trans>Out of ten</Trans>
        </Typography>
        <Rating name="ten" defaultValue={7} max={10} size="small" />
      </div>
    </Stack>
  )
}
