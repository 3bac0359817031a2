// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { examplesOf } from './examplesOf'

const Sizes = () => null
const IconButtons = () => null
const Colours = () => null

const sourceOf = (text: string) => () => Promise.resolve(text)

describe('examplesOf', () => {
  it('orders the examples by their meta, then the ones without by file name, titled after the file', async () => {
    const examples = examplesOf(
      {
        './examples/Sizes.tsx': { default: Sizes, meta: { title: { id: 'sizes', message: 'Sizes' }, order: 2 } },
        './examples/IconButtons.tsx': { default: IconButtons },
        './examples/Colours.tsx': { default: Colours, meta: { order: 1, wide: true } },
      },
      {
        './examples/Sizes.tsx': sourceOf('export default function Sizes() {}'),
        './examples/IconButtons.tsx': sourceOf('export default function IconButtons() {}'),
        './examples/Colours.tsx': sourceOf('export default function Colours() {}'),
      },
    )
    expect(examples.map(({ name, fileName, title, wide, Component }) => ({ name, fileName, title, wide, Component }))).toEqual([
      { name: 'Colours', fileName: 'Colours.tsx', title: 'Colours', wide: true, Component: Colours },
      { name: 'Sizes', fileName: 'Sizes.tsx', title: { id: 'sizes', message: 'Sizes' }, wide: false, Component: Sizes },
      { name: 'IconButtons', fileName: 'IconButtons.tsx', title: 'Icon buttons', wide: false, Component: IconButtons },
    ])
    // Each example's own text, and only when asked.
    expect(await examples[2]!.source()).toBe('export default function IconButtons() {}')
  })

  it('refuses a file without a component, or without its source', () => {
    expect(() => examplesOf({ './examples/Broken.tsx': { meta: {} } }, { './examples/Broken.tsx': sourceOf('') })).toThrow(
      'The example ./examples/Broken.tsx has no component as its default export',
    )
    expect(() => examplesOf({ './examples/Alone.tsx': { default: Sizes } }, {})).toThrow('The example ./examples/Alone.tsx has no source to show')
  })
})
