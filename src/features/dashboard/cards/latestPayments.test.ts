// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Invoice } from '@/api/contract'
import { latestPayments } from './latestPayments'

const invoice = (id: number, days: string[]) =>
  ({ id, payments: days.map((date, i) => ({ id: i + 1, date, amount: 100, method: 'Cash', note: '' })) }) as unknown as Invoice

describe('latestPayments', () => {
  it('lists the newest payments of every invoice first, as many as asked', () => {
    const found = latestPayments([invoice(1, ['2025-05-01', '2025-05-20']), invoice(2, []), invoice(3, ['2025-05-10'])], 2)
    expect(found.map(({ invoice, payment }) => [invoice.id, payment.date])).toEqual([
      [1, '2025-05-20'],
      [3, '2025-05-10'],
    ])
  })
})
