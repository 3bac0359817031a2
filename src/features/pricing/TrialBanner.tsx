import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import { createLink } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useAbility } from '@/auth'
import { SOFT_TINT } from '@/theme/createAppTheme'

const ButtonLink = createLink(Button)

/** Who answers questions about plans: a new mail to them opens in the email app. */
const SALES_ADDRESS = 'sales@demo.com'

/** A way to ask the sales team about plans and trials (a new mail in the email app, for those who may use it). */
export function TrialBanner() {
  const mayMail = useAbility().can('read', 'Email')
  return (
    <Card
      sx={(theme) => ({
        mt: { xs: 5, md: 7 },
        p: { xs: 2.5, sm: 4 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2.5,
        bgcolor: alpha(theme.palette.primary.main, SOFT_TINT),
        boxShadow: 'none',
      })}
    >
      <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Trans>Still not sure?</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <Trans>Our team will answer your questions and can set up a free trial of any paid plan.</Trans>
        </Typography>
      </Box>
      {mayMail && (
        <ButtonLink
          variant="contained"
          startIcon={<ForumOutlined />}
          to="/apps/email/$folder"
          params={{ folder: 'inbox' }}
          search={{ compose: SALES_ADDRESS }}
        >
          <Trans>Contact sales</Trans>
        </ButtonLink>
      )}
    </Card>
  )
}
