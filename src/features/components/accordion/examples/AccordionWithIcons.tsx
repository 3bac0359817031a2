import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Icons and secondary text`,
  description: msg`An icon and a hint in each header, a plus as the toggle.`,
  order: 3,
}

export default function AccordionWithIcons() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<AddOutlined />}
          sx={{
            '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': {
              transform: 'rotate(45deg)',
            },
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <LockOutlined color="primary" />
            <span>
              <Typography component="span" sx={{ display: 'block' }}>
                <Trans>Security</Trans>
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                <Trans>Password and two-step sign-in</Trans>
              </Typography>
            </span>
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Use a password of at least eight characters and turn on two-step sign-in.</Trans>
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<AddOutlined />}
          sx={{
            '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': {
              transform: 'rotate(45deg)',
            },
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <CreditCardOutlined color="primary" />
            <span>
              <Typography component="span" sx={{ display: 'block' }}>
                <Trans>Billing</Trans>
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                <Trans>Cards, invoices and receipts</Trans>
              </Typography>
            </span>
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Invoices are sent by email on the first day of each month.</Trans>
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  )
}
