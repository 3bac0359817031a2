import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BlogAuthor } from '@/api/contract/blog'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'

/** Who wrote a post and when: their face, "by" their name, the date in the active language. */
export function PostByline({ author, date, size = 28 }: { author: BlogAuthor; date: string; size?: number }) {
  const { i18n } = useLingui()
  const name = author.fullName
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <InitialsAvatar name={name} src={author.avatar} tint={tintFor(name)} size={size} />
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        <Trans>
          by{' '}
          <Box component="bdi" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {name}
          </Box>
        </Trans>
      </Typography>
      <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
        ·
      </Box>
      <Typography variant="body2" component="time" dateTime={date} sx={{ color: 'text.secondary' }}>
        {i18n.date(new Date(date), { dateStyle: 'medium' })}
      </Typography>
    </Box>
  )
}
