import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { activateLanguage } from '@/i18n/i18n'
import { renderInEnglish } from '@/test/render'
import { useZodForm } from '.'
import { FormDateField } from './FormDateField'

const schema = z.object({ due: z.iso.date() })

/** A kit form with one date; hands out each valid submit. */
function DueDate({ initial, onValid }: { initial: string; onValid: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { due: initial } })
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormDateField control={form.control} name="due" label="Due date" />
      <button type="submit">Save</button>
    </form>
  )
}

// The picker's sections are spans; its hidden input takes a whole date as typed in the active format.
const hiddenInput = () => document.querySelector<HTMLInputElement>('input[name="due"]')!
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('FormDateField', () => {
  it('shows the form\'s day, and hands a typed one back as YYYY-MM-DD', async () => {
    const saved: unknown[] = []
    renderInEnglish(<DueDate initial="2026-03-15" onValid={(values) => saved.push(values)} />)
    expect(hiddenInput().value).toBe('03/15/2026')
    await act(async () => fireEvent.change(hiddenInput(), { target: { value: '04/02/2026' } }))
    await submit()
    expect(saved).toEqual([{ due: '2026-04-02' }])
  })

  it('refuses an empty day with the schema\'s error under the field', async () => {
    const saved: unknown[] = []
    renderInEnglish(<DueDate initial="" onValid={(values) => saved.push(values)} />)
    await submit()
    expect(saved).toEqual([])
    expect(screen.getByRole('alert').textContent).toBe('This value is not valid')
  })

  it('writes the day the way the active language does', async () => {
    renderInEnglish(<DueDate initial="2026-03-15" onValid={() => {}} />)
    await act(() => activateLanguage('de'))
    expect(hiddenInput().value).toBe('15.03.2026')
    await act(() => activateLanguage('en'))
  })
})
