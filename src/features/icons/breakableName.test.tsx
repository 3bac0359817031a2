import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { breakableName } from './breakableName'

describe('an icon name in its cell', () => {
  it('may break before each of its words, and reads as the one name', () => {
    const { container } = render(<span>{breakableName('AccountBalanceWalletOutlined')}</span>)
    expect(container.querySelectorAll('wbr')).toHaveLength(3)
    expect(container.textContent).toBe('AccountBalanceWalletOutlined')
    expect(container.innerHTML).toBe('<span>Account<wbr>Balance<wbr>Wallet<wbr>Outlined</span>')
  })

  it('keeps a one-word name whole', () => {
    const { container } = render(<span>{breakableName('Abc')}</span>)
    expect(container.innerHTML).toBe('<span>Abc</span>')
  })
})
