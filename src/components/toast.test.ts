import { describe, expect, it } from 'vitest'
import { connectToastStack, showToast, type Toast } from './toast'

describe('showToast', () => {
  it('keeps toasts asked for before the stack has loaded, in order, then delivers directly', () => {
    showToast('first', { variant: 'success' })
    showToast('second')
    const shown: Toast[] = []
    const disconnect = connectToastStack((toast) => shown.push(toast))
    expect(shown).toEqual([{ message: 'first', variant: 'success' }, { message: 'second' }])

    showToast('third', { variant: 'error' })
    expect(shown.at(-1)).toEqual({ message: 'third', variant: 'error' })

    disconnect()
    showToast('fourth')
    expect(shown).toHaveLength(3)
    const later: Toast[] = []
    connectToastStack((toast) => later.push(toast))
    expect(later).toEqual([{ message: 'fourth' }])
  })
})
