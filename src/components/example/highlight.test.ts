import { renderToStaticMarkup } from 'react-dom/server'
import { createElement, Fragment } from 'react'
import { describe, expect, it } from 'vitest'
import { highlightTsx } from './highlight'

const SOURCE = `import Button from '@mui/material/Button'

// A button that says hello.
export default function Hello({ name }: { name: string }) {
  return <Button variant="contained">Hello {name} & <b>you</b></Button>
}
`

/** The highlighted code as markup, and as the text it shows. */
function render(code: string) {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(createElement(Fragment, null, ...highlightTsx(code)))
  return host
}

describe('highlightTsx', () => {
  it('keeps the text exactly, character for character', () => {
    expect(render(SOURCE).textContent).toBe(SOURCE)
    expect(render('\nconst leading = 1\n').textContent).toBe('\nconst leading = 1\n')
  })

  it('marks keywords, strings, comments, names and the JSX in it', () => {
    const host = render(SOURCE)
    const texts = (selector: string) => [...host.querySelectorAll(selector)].map((span) => span.textContent)
    expect(texts('.hljs-keyword')).toEqual(expect.arrayContaining(['import', 'export', 'default', 'function', 'return']))
    expect(texts('.hljs-string')).toContain("'@mui/material/Button'")
    expect(texts('.hljs-comment')).toEqual(['// A button that says hello.'])
    expect(texts('.hljs-title')).toContain('Hello')
    expect(texts('.hljs-name')).toEqual(expect.arrayContaining(['Button', 'b']))
  })

  it('builds elements, and never lets the code become markup', () => {
    const host = render('const html = "<img src=x onerror=alert(1)>"')
    expect(host.querySelector('img')).toBeNull()
    expect(host.textContent).toBe('const html = "<img src=x onerror=alert(1)>"')
  })
})
