import { createElement, type ReactNode } from 'react'
import hljs from 'highlight.js/lib/core'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'

// Loaded the first time someone opens an example's code (see ExampleCode.tsx), never with a page.
// highlight.js's core knows no language: only TypeScript is registered, with the XML grammar its
// JSX is written in (TypeScript hands `<Button ...>` over to it), not the hundred others.
hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('xml', xml)

/** Turns highlight.js's spans into React elements: the markup is built, never injected. */
function toNodes(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent
    if (node instanceof Element) return createElement('span', { key: index, className: node.getAttribute('class') ?? undefined }, ...toNodes(node.childNodes))
    return null
  })
}

/**
 * A TSX file's text as highlighted code: spans whose classes (`hljs-keyword`, `hljs-string`...) the
 * code block colours from the theme (codeColors.ts). The text itself is unchanged, character for character.
 */
export function highlightTsx(code: string): ReactNode[] {
  const html = hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value
  // A <div>, not a <pre>: an HTML parser drops the newline that opens a <pre>.
  const root = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html').body.firstElementChild!
  return toNodes(root.childNodes)
}
