import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api'
import { renderInEnglish } from '@/test/render'
import { showToast } from '../toast'
import { FormAlert, FormTextField, useSubmit, useZodForm, type SubmitOptions } from '.'

vi.mock('../toast', () => ({ showToast: vi.fn() }))
beforeEach(() => vi.mocked(showToast).mockClear())

const schema = z.object({ name: z.string().min(1), email: z.email('Enter an email') })
type Values = z.output<typeof schema>
interface Saved {
  id: number
  name: string
}

/** A kit form whose save the test plays: it states only the save and what follows it. */
function AddClient({ save, options }: { save: (values: Values) => Promise<Saved>; options?: SubmitOptions<Values, Saved> }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } })
  const { onSubmit, pending } = useSubmit(form, save, options)
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add client">
      <FormAlert form={form} />
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="email" label="Email" />
      <button type="submit" disabled={pending}>
        {pending ? 'Saving' : 'Add'}
      </button>
    </form>
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }))
const submit = () => act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Add client' })))
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
const fillIn = async () => {
  await type('Name', 'Ada')
  await type('Email', 'ada@example.com')
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('useSubmit', () => {
  it('saves nothing while a field is wrong', async () => {
    const save = vi.fn()
    renderInEnglish(<AddClient save={save} />)
    await submit()
    expect(save).not.toHaveBeenCalled()
    expect(alerts()).toContain('This field is required')
  })

  it('is pending while the save runs and ignores a second submit; then toasts and hands on the answer', async () => {
    const running = deferred<Saved>()
    const save = vi.fn(() => running.promise)
    const onSuccess = vi.fn()
    renderInEnglish(<AddClient save={save} options={{ successMessage: (client) => `${client.name} was added`, onSuccess }} />)
    await fillIn()
    await submit()
    expect(save).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' })
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy()
    await submit()
    expect(save).toHaveBeenCalledOnce()

    await act(async () => running.resolve({ id: 7, name: 'Ada' }))
    expect(showToast).toHaveBeenCalledWith('Ada was added', { variant: 'success' })
    expect(onSuccess).toHaveBeenCalledWith({ id: 7, name: 'Ada' }, { name: 'Ada', email: 'ada@example.com' })
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
  })

  it('stays pending while onSuccess does a second step', async () => {
    const next = deferred<void>()
    renderInEnglish(<AddClient save={() => Promise.resolve({ id: 1, name: 'Ada' })} options={{ successMessage: 'Client added', onSuccess: () => next.promise }} />)
    await fillIn()
    await submit()
    expect(showToast).toHaveBeenCalledWith('Client added', { variant: 'success' })
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy()
    await act(async () => next.resolve())
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
  })

  it('puts the server\'s refusals under their fields and the rest in the form\'s alert', async () => {
    const onSuccess = vi.fn()
    const refused = new ApiError('POST /clients', 400, { error: { email: ['This email is already in use.'], plan: ['Unknown plan'] } })
    renderInEnglish(<AddClient save={() => Promise.reject(refused)} options={{ onSuccess, errorMessage: 'The client could not be added.' }} />)
    await fillIn()
    await submit()
    expect(alerts()).toEqual(['Unknown plan', 'This email is already in use.'])
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(onSuccess).not.toHaveBeenCalled()
    expect(showToast).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
  })

  it('says what failed when the answer named no field: the form\'s own words, or general ones', async () => {
    const { unmount } = renderInEnglish(<AddClient save={() => Promise.reject(new Error('offline'))} options={{ errorMessage: 'The client could not be added.' }} />)
    await fillIn()
    await submit()
    expect(alerts()).toEqual(['The client could not be added.'])
    unmount()

    renderInEnglish(<AddClient save={() => Promise.reject(new Error('offline'))} />)
    await fillIn()
    await submit()
    await waitFor(() => expect(alerts()).toEqual(['Your changes could not be saved. Please try again.']))
  })
})
