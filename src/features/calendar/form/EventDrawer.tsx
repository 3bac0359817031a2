import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useWatch } from 'react-hook-form'
import type { CalendarEvent } from '@/api/contract/calendar'
import { CALENDARS } from '@/api/contract/calendarValues'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { FormDateTimeField } from '@/components/form/FormDateTimeField'
import { FormDrawer } from '@/components/form/FormDrawer'
import { showToast } from '@/components/toast'
import { CALENDAR_LOOKS } from '../calendars'
import { useRemoveEvent, useSaveEvent } from '../mutations'
import { formErrorOf, inputOf, switchAllDay, useEventFormSchema, valuesOfEvent, valuesOfSlot } from './eventForm'
import { GuestsField } from './GuestsField'

/** What the drawer is open on: a new event in the times chosen, or an event to edit. */
export type EventTarget = { kind: 'new'; start: Date; end: Date; allDay: boolean } | { kind: 'edit'; event: CalendarEvent }

interface EventDrawerProps {
  open: boolean
  /** Kept after closing, so the drawer slides out with what it showed. */
  target: EventTarget | null
  onClose: () => void
}

const valuesOf = (target: EventTarget | null) =>
  target?.kind === 'edit' ? valuesOfEvent(target.event) : valuesOfSlot(target ?? { start: new Date(), end: new Date(), allDay: false })

/**
 * Adds or edits an event: title, calendar, start and end (dates only for an all-day event), a link,
 * guests, location and description, each checked where it is typed and each refusal of the back end
 * under its field. An event being edited can be deleted, once confirmed.
 */
export function EventDrawer({ open, target, onClose }: EventDrawerProps) {
  const { t, i18n } = useLingui()
  const form = useZodForm(useEventFormSchema(), { defaultValues: valuesOf(target) })
  // A new target (another event, another day) starts the form again.
  useEffect(() => form.reset(valuesOf(target)), [form, target])
  const allDay = useWatch({ control: form.control, name: 'allDay' })
  const editing = target?.kind === 'edit' ? target.event : undefined

  const save = useSaveEvent()
  const submit = useSubmit(form, (values) => save.mutateAsync({ id: editing?.id, event: inputOf(values) }).catch((error: unknown) => Promise.reject(formErrorOf(error))), {
    successMessage: ({ title }) => (editing ? t`“${title}” was updated` : t`“${title}” was added`),
    errorMessage: t`The event could not be saved. Please try again.`,
    onSuccess: onClose,
  })

  const remove = useRemoveEvent()
  const [confirming, setConfirming] = useState(false)
  const deleteEvent = (event: CalendarEvent) => {
    const { title } = event
    remove.mutate(event, {
      onSuccess: () => {
        showToast(t`“${title}” was deleted`, { variant: 'success' })
        onClose()
      },
      onSettled: () => setConfirming(false),
    })
  }

  return (
    <>
      <FormDrawer
        {...submit}
        open={open}
        title={editing ? <Trans>Edit Event</Trans> : <Trans>Add Event</Trans>}
        submitLabel={editing ? <Trans>Save changes</Trans> : <Trans>Add</Trans>}
        dirty={form.formState.isDirty}
        onClose={onClose}
      >
        <FormAlert form={form} />
        <FormTextField control={form.control} name="title" label={t`Title`} required fullWidth autoComplete="off" />
        <FormTextField control={form.control} name="calendar" label={t`Calendar`} select fullWidth>
          {CALENDARS.map((name) => {
            const { name: label, color } = CALENDAR_LOOKS[name]
            return (
              <MenuItem key={name} value={name}>
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: `${color}.main`, marginInlineEnd: 1.5 }} />
                {i18n._(label)}
              </MenuItem>
            )
          })}
        </FormTextField>
        <FormDateTimeField control={form.control} name="start" label={allDay ? t`Start date` : t`Start`} allDay={allDay} required fullWidth />
        {/* An all-day event ends at the midnight after its last day, as the contract stores it: the picker shows that last day. */}
        <FormDateTimeField control={form.control} name="end" label={allDay ? t`End date` : t`End`} allDay={allDay} spanEnd required fullWidth />
        <Controller
          name="allDay"
          control={form.control}
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <FormControlLabel
              label={t`All day`}
              control={
                <Switch
                  slotProps={{ input: { ref } }}
                  checked={value}
                  onBlur={onBlur}
                  onChange={(event) => {
                    const next = event.target.checked
                    const times = switchAllDay({ start: form.getValues('start'), end: form.getValues('end') }, next)
                    onChange(next)
                    form.setValue('start', times.start, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                    form.setValue('end', times.end, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                  }}
                />
              }
            />
          )}
        />
        <FormTextField control={form.control} name="url" label={t`Event URL`} type="url" fullWidth placeholder="https://" />
        <GuestsField control={form.control} />
        <FormTextField control={form.control} name="location" label={t`Location`} fullWidth />
        <FormTextField control={form.control} name="description" label={t`Description`} multiline minRows={3} fullWidth />
        {editing && (
          <Box>
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setConfirming(true)}>
              <Trans>Delete event</Trans>
            </Button>
          </Box>
        )}
      </FormDrawer>
      {editing && (
        <DeleteDialog
          title={editing.title}
          open={confirming}
          pending={remove.isPending}
          onConfirm={() => deleteEvent(editing)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}

/** Asks before deleting the event titled `title`. */
function DeleteDialog({ title, open, pending, onConfirm, onClose }: { title: string; open: boolean; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Delete this event?</Trans>}
      text={<Trans>“{title}” will be removed from the calendar. This cannot be undone.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      tone="error"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
