import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { TintedIcon } from '@/components/TintedIcon'
import { formatNumber } from '@/i18n/format'
import { DemoCard } from '../DemoCard'
import { browserShares } from './browserShares'

/** Which browsers the visitors use, each share of the visits as a ring; the shares make up the whole. */
export function BrowserStatesCard() {
  const { t } = useLingui()
  return (
    <DemoCard title={<Trans>Browser states</Trans>} subheader={<Trans>Share of visits this month</Trans>} data-testid="card-browsers">
      <List disablePadding>
        {browserShares().map(({ name, share, tint }) => (
          <ListItem key={name} disableGutters sx={{ gap: 2 }}>
            <TintedIcon tint={tint} size={38} shape="rounded">
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {name[0]}
              </Typography>
            </TintedIcon>
            <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 1 })}
            </Typography>
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              {/* The track: the whole ring, faint under the share. */}
              <CircularProgress variant="determinate" value={100} size={28} thickness={5} aria-hidden sx={{ color: 'action.hover', position: 'absolute' }} />
              <CircularProgress variant="determinate" value={share} size={28} thickness={5} color={tint} aria-label={t`Share of ${name}`} />
            </Box>
          </ListItem>
        ))}
      </List>
    </DemoCard>
  )
}
