import IconButton from '@mui/material/IconButton'
import Star from '@mui/icons-material/StarRounded'
import StarBorder from '@mui/icons-material/StarBorderRounded'
import { useLingui } from '@lingui/react/macro'
import type { MailState } from '../mailState'
import { useUpdateEmails } from '../useUpdateEmails'

/** Stars or unstars one mail; the star flips at once (the update is optimistic). */
export function StarButton({ mail, size = 'small' }: { mail: MailState; size?: 'small' | 'medium' }) {
  const { t } = useLingui()
  const update = useUpdateEmails()
  return (
    <IconButton
      size={size}
      aria-label={mail.isStarred ? t`Unstar` : t`Star`}
      aria-pressed={mail.isStarred}
      onClick={(event) => {
        // In a list row, the click must not also open the mail.
        event.stopPropagation()
        update.mutate({ mails: [mail], changes: { isStarred: !mail.isStarred } })
      }}
      sx={{ color: mail.isStarred ? 'warning.main' : 'text.disabled' }}
    >
      {mail.isStarred ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
    </IconButton>
  )
}
