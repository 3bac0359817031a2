import { useId } from 'react'
import dayjs from 'dayjs'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { Trans, useLingui } from '@lingui/react/macro'
import { CALENDARS, type CalendarName } from '@/api/contract/calendarValues'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { DateLocalization } from '@/i18n/DateLocalization'
import { CALENDAR_LOOKS } from '../calendars'

interface CalendarSidebarProps {
  /** The day the calendar shows. */
  date: Date
  /** The calendars whose events show. */
  calendars: readonly CalendarName[]
  onDateChange: (date: Date) => void
  onCalendarsChange: (calendars: CalendarName[]) => void
  onAdd: () => void
}

/** Add Event, a small month to pick a day from, and the calendars whose events show: the layout's sidebar. */
export function CalendarSidebar({ date, calendars, onDateChange, onCalendarsChange, onAdd }: CalendarSidebarProps) {
  const { t, i18n } = useLingui()
  // After a choice below `md`, the drawer closes and shows the calendar.
  const { closeSidebar } = useSplitAppSidebar()
  const headingId = useId()
  const all = calendars.length === CALENDARS.length
  const toggle = (name: CalendarName) =>
    onCalendarsChange(CALENDARS.filter((candidate) => (candidate === name ? !calendars.includes(name) : calendars.includes(candidate))))

  return (
    <>
      <Box sx={{ p: 2.5 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<Add />}
          onClick={() => {
            closeSidebar()
            onAdd()
          }}
        >
          <Trans>Add Event</Trans>
        </Button>
      </Box>
      <Divider />
      <DateLocalization>
        <DateCalendar
          value={dayjs(date)}
          onChange={(day) => {
            if (!day?.isValid()) return
            closeSidebar()
            onDateChange(day.toDate())
          }}
          sx={{ width: '100%', maxWidth: 300, height: 'auto', maxHeight: 'none', '& .MuiPickersCalendarHeader-root': { mt: 1.5 } }}
        />
      </DateLocalization>
      <Divider />
      <Box role="group" aria-labelledby={headingId} sx={{ px: 2.5, py: 2 }}>
        <Typography id={headingId} component="h2" variant="overline" sx={{ display: 'block', color: 'text.secondary', mb: 1, lineHeight: 2 }}>
          <Trans>Calendars</Trans>
        </Typography>
        <FormGroup>
          <FormControlLabel
            label={t`View all`}
            control={
              <Checkbox
                checked={all}
                indeterminate={calendars.length > 0 && !all}
                onChange={() => onCalendarsChange(all ? [] : [...CALENDARS])}
                size="small"
              />
            }
          />
          {CALENDARS.map((name) => {
            const { name: label, color } = CALENDAR_LOOKS[name]
            return (
              <FormControlLabel
                key={name}
                label={i18n._(label)}
                control={<Checkbox checked={calendars.includes(name)} onChange={() => toggle(name)} color={color} size="small" data-calendar={name} />}
              />
            )
          })}
        </FormGroup>
      </Box>
    </>
  )
}
