import HomeOutlined from '@mui/icons-material/HomeOutlined'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from './links'

export function BackHomeButton() {
  return (
    <ButtonLink to="/" variant="contained" size="large" startIcon={<HomeOutlined />}>
      <Trans>Back to home</Trans>
    </ButtonLink>
  )
}
