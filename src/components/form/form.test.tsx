import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, ContractMismatchError } from '@/api'
import { renderInEnglish } from '@/test/render'
import { FormAlert, FormFields, FormTextField, PasswordField, applyServerErrors, showSubmitError, useZodForm, type ZodForm } from '.'

// As a contract has it: `name` brings no message of its own, `email` does.
const schema = z.object({ name: z.string().min(1), email: z.email('Enter an email'), password: z.string() })
type Form = ZodForm<typeof schema>

/** A form of the kit; hands its form object out so a test can play the server. */
function SignUp({ onForm, onValid }: { onForm?: (form: Form) => void; onValid?: () => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', password: '' } })
  onForm?.(form)
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onValid?.())}>
      <FormAlert form={form} />
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="email" label="Email" helperText="We never share it" />
      <PasswordField control={form.control} name="password" label="Password" />
      <button type="submit">Sign up</button>
    </form>
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim()
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })))
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }))
const badRequest = (body: unknown) => new ApiError('POST /sign-up', 400, body)

describe('useZodForm and FormTextField', () => {
  it('shows a field\'s zod error once the user submits, as the field\'s description, and announces it', async () => {
    renderInEnglish(<SignUp />)
    await type('Email', 'not-an-email')
    expect(field('Email').getAttribute('aria-invalid')).toBe('false')
    expect(descriptionOf(field('Email'))).toBe('We never share it')

    await submit()
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(field('Email'))).toBe('Enter an email')
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Enter an email')
    // A contract rule without a message speaks the user's language, not zod's.
    expect(descriptionOf(field('Name'))).toBe('This field is required')
  })

  it('checks again as the user types after a submit, so a fixed mistake clears at once', async () => {
    let valid = 0
    renderInEnglish(<SignUp onValid={() => valid++} />)
    await submit()
    await type('Email', 'ada@example.com')
    expect(field('Email').getAttribute('aria-invalid')).toBe('false')
    expect(descriptionOf(field('Email'))).toBe('We never share it')
    await type('Name', 'Ada')
    await submit()
    expect(valid).toBe(1)
  })
})

describe('applyServerErrors and showSubmitError', () => {
  it('puts each message under the field it names (a part of a field goes to the field) and returns the rest', async () => {
    let form!: Form
    renderInEnglish(<SignUp onForm={(f) => (form = f)} />)
    let rest: string[] = []
    await act(async () => {
      rest = applyServerErrors(
        form,
        badRequest({ error: { email: ['This email is already in use.'], 'name.0': ['Too short'], plan: ['Unknown plan'] } }),
      )
    })
    expect(rest).toEqual(['Unknown plan'])
    expect(descriptionOf(field('Email'))).toBe('This email is already in use.')
    expect(descriptionOf(field('Name'))).toBe('Too short')
  })

  it('places nothing for an error that names no field', () => {
    let form!: Form
    renderInEnglish(<SignUp onForm={(f) => (form = f)} />)
    expect(applyServerErrors(form, new Error('offline'))).toEqual([])
    expect(applyServerErrors(form, badRequest({ error: 'Invalid token' }))).toEqual([])
  })

  it('shows what no field took in the form\'s alert, the fallback when nothing was named, and clears it on the next submit', async () => {
    let form!: Form
    renderInEnglish(<SignUp onForm={(f) => (form = f)} />)
    await act(async () => showSubmitError(form, badRequest({ error: { email: ['Taken'], plan: ['Unknown plan'] } }), 'It failed'))
    const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts()).toEqual(['Unknown plan', 'Taken'])

    await act(async () => showSubmitError(form, new Error('offline'), 'It failed'))
    expect(alerts()).toEqual(['It failed', 'Taken'])

    await type('Name', 'Ada')
    await type('Email', 'ada@example.com')
    await submit()
    expect(alerts()).toEqual([])
  })

  it('spells out an answer off the contract after the fallback', async () => {
    let form!: Form
    renderInEnglish(<SignUp onForm={(f) => (form = f)} />)
    const issues = z.object({ role: z.enum(['admin', 'client']) }).safeParse({ role: 'root' }).error!.issues
    await act(async () => showSubmitError(form, new ContractMismatchError('POST /jwt/login', issues), 'It failed.'))
    expect(screen.getByRole('alert').textContent).toBe(
      'It failed. POST /jwt/login answered in a shape the app does not expect: role: Invalid option: expected one of "admin"|"client"',
    )
  })

  it('shows no alert when every message found its field', async () => {
    let form!: Form
    renderInEnglish(<SignUp onForm={(f) => (form = f)} />)
    await act(async () => showSubmitError(form, badRequest({ error: { email: ['Taken'] } }), 'It failed'))
    expect(screen.getByRole('alert').textContent).toBe('Taken')
    expect(screen.queryByText('It failed')).toBeNull()
  })
})

describe('PasswordField', () => {
  it('hides the password until asked, with a toggle named for what it does', async () => {
    renderInEnglish(<SignUp />)
    await type('Password', 'secret')
    expect(field('Password').type).toBe('password')

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(field('Password').type).toBe('text')
    expect(field('Password').value).toBe('secret')

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field('Password').type).toBe('password')
  })
})

describe('FormFields', () => {
  function Listed() {
    const form = useZodForm(schema, { defaultValues: { name: '', email: '', password: '' } })
    return (
      <FormFields
        control={form.control}
        autoFocus
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', password: true },
        ]}
      />
    )
  }

  it('draws each listed field as its kind, in order, and focuses the first', () => {
    renderInEnglish(<Listed />)
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['email'])
    expect(field('Email').getAttribute('autocomplete')).toBe('email')
    expect(document.activeElement).toBe(field('Email'))
    expect(field('Password').type).toBe('password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy()
  })
})
