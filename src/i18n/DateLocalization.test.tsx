import { render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { i18n, activateLanguage } from './i18n'
import { DateLocalization } from './DateLocalization'

function Calendar() {
  return (
    <I18nProvider i18n={i18n}>
      <DateLocalization>
        <DateCalendar defaultValue={dayjs('2026-03-15')} />
      </DateLocalization>
    </I18nProvider>
  )
}

describe('DateLocalization', () => {
  it('shows the pickers in the active language and follows a switch', async () => {
    await act(() => activateLanguage('de'))
    render(<Calendar />)
    expect(screen.getByText(/März 2026/)).toBeTruthy()

    await act(() => activateLanguage('fr'))
    expect(await screen.findByText(/mars 2026/)).toBeTruthy()

    await act(() => activateLanguage('en'))
    expect(await screen.findByText(/March 2026/)).toBeTruthy()
  })
})
