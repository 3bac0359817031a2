import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { ResultList } from './ResultList'

const items = ['Aria headphones', 'Lumora speaker'].map((name) => <li key={name}>{name}</li>)

describe('ResultList', () => {
  it('is a list named for what it lists, with its items', () => {
    renderInEnglish(<ResultList label="Products" stale={false}>{items}</ResultList>)
    const list = screen.getByRole('list', { name: 'Products' })
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Aria headphones', 'Lumora speaker'])
    expect(getComputedStyle(list).opacity).toBe('1')
    expect(getComputedStyle(list).display).not.toBe('grid')
  })

  it('dims while the previous rows stand in for the new, and lays cards out in its columns', () => {
    renderInEnglish(
      <ResultList label="Posts" stale columns="repeat(2, minmax(0, 1fr))">
        {items}
      </ResultList>,
    )
    const list = screen.getByRole('list', { name: 'Posts' })
    expect(getComputedStyle(list).opacity).toBe('0.6')
    expect(getComputedStyle(list).display).toBe('grid')
    expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))')
  })
})
