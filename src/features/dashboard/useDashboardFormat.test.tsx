import type { ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDashboardFormat } from './useDashboardFormat'

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

function formatIn(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} })
  return renderHook(() => useDashboardFormat(), { wrapper }).result.current
}

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

describe('the cards’ large figures, in the four languages', () => {
  // The sales of the seed: 63,374,577 US cents; the site's visits: 305,293.
  it.each([
    ['en', '$633.7K', '305.3K'],
    ['de', '633,7 Tausend $', '305,3 Tausend'],
    ['fr', '633,7 k $US', '305,3 k'],
    ['pt', 'US$ 633,7 mil', '305,3 mil'],
  ])('%s: %s, %s', (locale, money, count) => {
    const format = formatIn(locale)
    expect(plain(format.moneyCompact(63_374_577))).toBe(money)
    expect(plain(format.compact(305_293))).toBe(count)
  })

  it('writes a change with its sign, and none on zero', () => {
    const format = formatIn('en')
    expect([12.5, -2.5, 0, 0.04].map(format.growth)).toEqual(['+12.5%', '-2.5%', '0%', '0%'])
  })
})
