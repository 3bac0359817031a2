import { afterAll, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { activateLanguage, activeMuiLocale, i18n } from './i18n'

describe('activateLanguage', () => {
  afterAll(() => activateLanguage('en'))

  it('switches messages, dates and MUI texts together, and back', async () => {
    await activateLanguage('de')
    expect(i18n.locale).toBe('de')
    expect(dayjs().locale()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(activeMuiLocale().components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Zeilen pro Seite:')

    await activateLanguage('en')
    expect(dayjs().locale()).toBe('en')
    expect(activeMuiLocale()).toEqual({})
  })
})
