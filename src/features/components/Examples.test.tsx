import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import AlertDialog from './dialogs/examples/AlertDialog'
import LinearStepperValidation from './steppers/examples/LinearStepperValidation'
import OptionalStep from './steppers/examples/OptionalStep'
import CheckboxesWithParent from './switches/examples/CheckboxesWithParent'
import BasicTransferList from './transferList/examples/BasicTransferList'

// What the interactive examples do, as someone using them sees it.

describe('the linear stepper', () => {
  it('stays on a step whose fields are wrong, says why, and keeps what was typed when going back', async () => {
    await act(async () => renderInEnglish(<LinearStepperValidation />))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Enter your name.')).toBeTruthy()
    expect(screen.getByText('Enter an email address such as name@example.com.')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Ada Lovelace' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeTruthy()
    expect(screen.queryByText("Enter the company's name.")).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('Ada Lovelace')
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('ada@example.com')
  })
})

describe('the optional step', () => {
  it('may be skipped, and then says it was', async () => {
    await act(async () => renderInEnglish(<OptionalStep />))
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }))
    expect(screen.getByText('Skipped')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Publish')
  })
})

describe('the alert dialog', () => {
  it('asks, and the page says the answer', async () => {
    await act(async () => renderInEnglish(<AlertDialog />))
    fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }))
    expect((await screen.findByRole('status')).textContent).toBe('The draft was discarded.')
  })
})

describe('the parent checkbox', () => {
  it('is half ticked when some children are, and ticks them all', async () => {
    await act(async () => renderInEnglish(<CheckboxesWithParent />))
    const parent = screen.getByRole('checkbox', { name: 'Send me reminders' }) as HTMLInputElement
    expect(parent.getAttribute('data-indeterminate')).toBe('true')
    fireEvent.click(parent)
    for (const name of ['By email', 'By text message', "On the phone's lock screen"]) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked, name).toBe(true)
    }
    expect(parent.checked).toBe(true)
  })
})

describe('the transfer list', () => {
  it('moves the ticked items to the other side', async () => {
    await act(async () => renderInEnglish(<BasicTransferList />))
    const toChosen = screen.getByRole('button', { name: 'Move the ticked items to Chosen' })
    expect((toChosen as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoices' }))
    fireEvent.click(toChosen)
    const chosen = screen.getByRole('list', { name: 'Chosen' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders', 'Reviews', 'Invoices'])
    expect(within(screen.getByRole('list', { name: 'Available' })).queryByText('Invoices')).toBeNull()
  })
})
