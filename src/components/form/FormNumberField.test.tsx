import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { renderInEnglish } from '@/test/render'
import { FormNumberField, useZodForm } from '.'

const schema = z.object({ quantity: z.number().int().min(1), cents: z.number().int() })
type Values = z.input<typeof schema>

/** A kit form with a plain number and one typed in main units but held in cents; hands out each valid submit. */
function Order({ onValid, reset }: { onValid: (values: Values) => void; reset?: Values }) {
  const form = useZodForm(schema, { defaultValues: { quantity: 2, cents: 1250 } })
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormNumberField control={form.control} name="quantity" label="Quantity" />
      <FormNumberField
        control={form.control}
        name="cents"
        label="Cost"
        parse={(text) => Math.round(Number(text) * 100)}
        format={(cents) => (cents / 100).toFixed(2)}
      />
      <button type="submit">Save</button>
      {reset && (
        <button type="button" onClick={() => form.reset(reset)}>
          Reset
        </button>
      )}
    </form>
  )
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: string, value: string) => act(async () => fireEvent.change(input(label), { target: { value } }))
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('FormNumberField', () => {
  it('shows the form\'s numbers and hands typed ones back as numbers', async () => {
    const saved: Values[] = []
    renderInEnglish(<Order onValid={(values) => saved.push(values)} />)
    expect(input('Quantity').value).toBe('2')
    expect(input('Cost').value).toBe('12.50')
    await type('Quantity', '3')
    await type('Cost', '7.5')
    // What was typed stays as typed.
    expect(input('Cost').value).toBe('7.5')
    await submit()
    expect(saved).toEqual([{ quantity: 3, cents: 750 }])
  })

  it('reads empty text as no number and other text as not a number, each refused by the schema', async () => {
    const saved: Values[] = []
    renderInEnglish(<Order onValid={(values) => saved.push(values)} />)
    await type('Quantity', '')
    await type('Cost', 'abc')
    await submit()
    expect(saved).toEqual([])
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['This field is required', 'This value is not valid'])
  })

  it('reads a comma as the decimal mark (1,5 is no whole quantity)', async () => {
    const saved: Values[] = []
    renderInEnglish(<Order onValid={(values) => saved.push(values)} />)
    await type('Quantity', '1,5')
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('This value is not valid')
    await type('Quantity', '4')
    await submit()
    expect(saved).toEqual([{ quantity: 4, cents: 1250 }])
  })

  it('shows a value the form is given from outside', async () => {
    renderInEnglish(<Order onValid={() => {}} reset={{ quantity: 9, cents: 99 }} />)
    await type('Cost', '3')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })))
    expect(input('Quantity').value).toBe('9')
    expect(input('Cost').value).toBe('0.99')
  })
})
