import { act, fireEvent, screen } from '@testing-library/react'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { renderInEnglish } from '@/test/render'
import { useZodForm } from '.'
import { FormDateTimeField } from './FormDateTimeField'

const moment = z.string().refine((value) => dayjs(value).isValid() && value !== '', 'Enter a date and time')
const schema = z.object({ start: moment, end: moment })

/** A kit form with a start and an end, whole days or not; hands out each valid submit. */
function Span({ start, end, allDay, onValid }: { start: string; end: string; allDay: boolean; onValid: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { start, end } })
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormDateTimeField control={form.control} name="start" label="Start" allDay={allDay} />
      <FormDateTimeField control={form.control} name="end" label="End" allDay={allDay} spanEnd />
      <button type="submit">Save</button>
    </form>
  )
}

// The pickers' sections are spans; each hidden input takes a whole value as typed in the active format.
const hiddenInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const type = (name: string, value: string) => act(async () => fireEvent.change(hiddenInput(name), { target: { value } }))
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
/** A local moment as the field holds it: with the user's offset. */
const local = (text: string) => dayjs(text).format()

describe('FormDateTimeField', () => {
  it('shows a date and time, and hands a typed one back with the user\'s offset', async () => {
    const saved: unknown[] = []
    renderInEnglish(<Span start={local('2026-03-15T09:30')} end={local('2026-03-15T10:00')} allDay={false} onValid={(values) => saved.push(values)} />)
    expect(hiddenInput('start').value).toBe('03/15/2026 09:30 AM')
    // A span's end shows as it is when it has a time.
    expect(hiddenInput('end').value).toBe('03/15/2026 10:00 AM')
    await type('start', '04/02/2026 02:45 PM')
    await submit()
    expect(saved).toEqual([{ start: local('2026-04-02T14:45'), end: local('2026-03-15T10:00') }])
  })

  it('for whole days, holds the midnight that starts the day, and a span\'s end as the midnight after its last day', async () => {
    const saved: unknown[] = []
    renderInEnglish(<Span start={local('2026-03-15T00:00')} end={local('2026-03-17T00:00')} allDay onValid={(values) => saved.push(values)} />)
    expect(hiddenInput('start').value).toBe('03/15/2026')
    // Held as the midnight starting the 17th: shown as the 16th, the last day.
    expect(hiddenInput('end').value).toBe('03/16/2026')
    await type('start', '03/14/2026')
    await type('end', '03/20/2026')
    await submit()
    expect(saved).toEqual([{ start: local('2026-03-14T00:00'), end: local('2026-03-21T00:00') }])
    // What the field gave stays as typed.
    expect(hiddenInput('end').value).toBe('03/20/2026')
  })

  it('refuses an empty moment with the schema\'s error under the field', async () => {
    const saved: unknown[] = []
    renderInEnglish(<Span start="" end={local('2026-03-15T10:00')} allDay={false} onValid={(values) => saved.push(values)} />)
    await submit()
    expect(saved).toEqual([])
    expect(screen.getByRole('alert').textContent).toBe('Enter a date and time')
  })
})
