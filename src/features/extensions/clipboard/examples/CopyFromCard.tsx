import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { copyText } from '../copyText'

export const meta: ExampleMeta = { title: msg`Copy from a card`, description: msg`A card’s details copied as one text, ready to paste in a message.`, order: 3 }

export default function CopyFromCard() {
  const { t } = useLingui()
  const details = [
    { label: t`Account holder`, value: 'Vantage Studio Ltd' },
    { label: t`IBAN`, value: 'GB33 BUKB 2020 1555 5555 55' },
    { label: t`BIC`, value: 'BUKBGB22' },
  ]
  const asText = details.map(({ label, value }) => `${label}: ${value}`).join('\n')
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Bank details</Trans>
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {details.map(({ label, value }) => (
            <Stack key={label} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} dir="ltr">
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => copyText(asText, t`The bank details`)} data-testid="copy-card">
          <Trans>Copy details</Trans>
        </Button>
      </CardActions>
    </Card>
  )
}
