import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { TintedIcon } from '@/components/TintedIcon'

/** The support line and address: the demo store's own, the same in every language. */
const PHONE = '+1 (555) 010-2030'
const EMAIL = 'help@vantage.example'

/** Under the FAQ: how to reach a person when no answer fits. */
export function ContactCards() {
  return (
    <Box component="section" aria-labelledby="faq-contact-title" data-testid="faq-contact" sx={{ mt: 6, textAlign: 'center' }}>
      <Typography id="faq-contact-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>You still have a question?</Trans>
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        <Trans>If you cannot find your question in the FAQ, contact us: we answer quickly.</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 760, mx: 'auto' }}>
        <ContactCard icon={<PhoneOutlined />} href={`tel:${PHONE.replace(/[^+\d]/g, '')}`} value={PHONE} note={<Trans>We are always happy to help</Trans>} />
        <ContactCard icon={<EmailOutlined />} href={`mailto:${EMAIL}`} value={EMAIL} note={<Trans>The best way to get a quick answer</Trans>} />
      </Box>
    </Box>
  )
}

function ContactCard({ icon, href, value, note }: { icon: ReactNode; href: string; value: string; note: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <TintedIcon tint="primary" shape="rounded" size={48}>
        {icon}
      </TintedIcon>
      {/* A phone number and an address read left to right, even in a right-to-left layout. */}
      <Link href={href} variant="h6" underline="hover" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {note}
      </Typography>
    </Card>
  )
}
