import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import BasicTree from './treeView/examples/BasicTree'
import CheckboxTree from './treeView/examples/CheckboxTree'
import ControlledExpansion from './treeView/examples/ControlledExpansion'
import CustomIcons from './treeView/examples/CustomIcons'

// The tree examples as someone using them, with a mouse or the keyboard, sees them.

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) })
const visibleLabels = (tree: HTMLElement) => within(tree).getAllByRole('treeitem').map((node) => node.querySelector('.MuiTreeItem-label')!.textContent)

describe('the basic tree', () => {
  it('opens an item with the right arrow, moves down into it and selects with Enter', async () => {
    await act(async () => renderInEnglish(<BasicTree />))
    const tree = screen.getByRole('tree', { name: 'Site map' })
    expect(visibleLabels(tree)).toEqual(['Dashboards', 'Apps', 'Settings'])
    act(() => item('Apps').focus())
    fireEvent.keyDown(item('Apps'), { key: 'ArrowRight' })
    expect(item('Apps').getAttribute('aria-expanded')).toBe('true')
    expect(visibleLabels(tree)).toEqual(['Dashboards', 'Apps', 'Email', 'Chat', 'Calendar', 'Settings'])
    fireEvent.keyDown(item('Apps'), { key: 'ArrowDown' })
    fireEvent.keyDown(item('Email'), { key: 'Enter' })
    expect(screen.getByRole('status').textContent).toBe('Selected: Email')
  })
})

describe('the checkbox tree', () => {
  it('ticks a whole group with its box, and counts the permissions', async () => {
    await act(async () => renderInEnglish(<CheckboxTree />))
    expect(screen.getByRole('status').textContent).toBe('2 permissions granted')
    // The box is a picture for the pointer (aria-hidden): the item itself says it is selected.
    const box = () => item('Users').querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect(box().dataset.indeterminate).toBe('true')
    fireEvent.click(box())
    for (const name of ['View users', 'Edit users', 'Delete users']) expect(item(name).getAttribute('aria-checked'), name).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('4 permissions granted')
    expect(item('Users').getAttribute('aria-checked')).toBe('true')
    fireEvent.click(box())
    expect(screen.getByRole('status').textContent).toBe('1 permission granted')
  })
})

describe('the controlled tree', () => {
  it('opens every branch and closes them all with its buttons', async () => {
    await act(async () => renderInEnglish(<ControlledExpansion />))
    const tree = screen.getByRole('tree', { name: 'Offices' })
    expect(visibleLabels(tree)).toEqual(['Europe', 'Germany', 'France', 'Portugal', 'Americas'])
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(visibleLabels(tree)).toHaveLength(15)
    expect(within(tree).getAllByRole('treeitem', { expanded: true })).toHaveLength(7)
    expect((screen.getByRole('button', { name: 'Expand all' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    // Closed branches leave with an animation: what says they are closed is each item's state.
    expect(within(tree).queryAllByRole('treeitem', { expanded: true })).toEqual([])
  })
})

describe('the tree with its own icons', () => {
  it('draws an open folder, closed folders and files', async () => {
    await act(async () => renderInEnglish(<CustomIcons />))
    const icon = (name: string) => item(name).querySelector('.MuiTreeItem-iconContainer svg')!.getAttribute('data-testid')
    expect(icon('src')).toBe('FolderOpenOutlinedIcon')
    expect(icon('components')).toBe('FolderOutlinedIcon')
    expect(icon('main.tsx')).toBe('InsertDriveFileOutlinedIcon')
  })
})
