import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardMedia from '@mui/material/CardMedia'
import Typography from '@mui/material/Typography'
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useSession } from '@/auth'
import { formatDate } from '@/i18n/format'
import { DemoCard } from '../DemoCard'
import { PersonAvatar } from './PersonAvatar'

const ATTENDEES = ['Rena Brant', 'Omar Haddad', 'Lena Vogt', 'Tomás Ruiz']

/** A week from now at 18:00, so the demo event is always ahead. */
function nextWeekEvening(): Date {
  const when = new Date()
  when.setDate(when.getDate() + 7)
  when.setHours(18, 0, 0, 0)
  return when
}

/** An event: its date, place and who goes; "Join" adds the signed-in user to them (and takes them off again). */
export function MeetupCard() {
  useLingui() // re-renders on a language switch, so the dates follow it
  const { userData } = useSession()
  const [when] = useState(nextWeekEvening)
  const [joined, setJoined] = useState(false)
  const going = joined && userData ? [...ATTENDEES, userData.fullName] : ATTENDEES
  const attending = going.length
  return (
    <DemoCard
      media={<CardMedia component="img" image="/images/profile/photo-2.svg" alt="" sx={{ height: 140, objectFit: 'cover' }} />}
      title={<Trans>Developer meetup</Trans>}
      subheader={<Trans>Meet other developers and share what you build.</Trans>}
      action={
        <Box sx={{ px: 1.5, py: 0.5, borderRadius: 1.5, textAlign: 'center', bgcolor: 'action.hover' }} data-testid="meetup-date">
          <Typography variant="caption" component="p" sx={{ textTransform: 'uppercase' }}>
            {formatDate(when, { month: 'short' })}
          </Typography>
          <Typography variant="h6" component="p">
            {formatDate(when, { day: 'numeric' })}
          </Typography>
        </Box>
      }
      footer={
        <Button
          variant={joined ? 'contained' : 'outlined'}
          aria-pressed={joined}
          startIcon={joined ? <CheckOutlined /> : undefined}
          onClick={() => setJoined((on) => !on)}
        >
          <Trans>Join</Trans>
        </Button>
      }
      data-testid="card-meetup"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CalendarMonthOutlined fontSize="small" color="primary" />
          {formatDate(when, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' })}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PlaceOutlined fontSize="small" color="primary" />
          <Trans>Main hall, 4th floor</Trans>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          sx={(theme) => ({
            display: 'flex',
            // Overlapping faces, each ringed in the card's colour to keep them apart.
            '& > *': { boxShadow: `0 0 0 2px ${theme.palette.background.paper}` },
            '& > :not(:first-of-type)': { marginInlineStart: -1 },
          })}
        >
          {going.map((name) => (
            <PersonAvatar key={name} name={name} src={name === userData?.fullName ? userData.avatar : undefined} />
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="meetup-going">
          <Plural value={attending} one="# going" other="# going" />
        </Typography>
      </Box>
    </DemoCard>
  )
}
