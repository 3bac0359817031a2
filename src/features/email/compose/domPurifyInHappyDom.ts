/**
 * Test-only: import before DOMPurify in a happy-dom test.
 *
 * DOMPurify 3.4 reads `nodeName` and `textContent` through Node.prototype's own getters, so that a
 * page cannot spoof them. Browsers define those getters once, on Node; happy-dom defines them again
 * on each node class and leaves Node's answering '' and null, so DOMPurify sees every tag as
 * unknown and its walk over the tree goes wrong. This makes Node's getters answer as the node's own
 * class does, which is what a browser does.
 */
for (const name of ['nodeName', 'textContent'] as const) {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, name)!
  Object.defineProperty(Node.prototype, name, {
    ...base,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const own = Object.getOwnPropertyDescriptor(proto, name)?.get
        if (own) return own.call(this)
      }
      return base.get!.call(this)
    },
  })
}

/**
 * DOMPurify walks the tree with a NodeIterator while it removes nodes. A browser's iterator stays
 * valid across removals (DOM standard, "NodeIterator pre-removing steps"); happy-dom's stops at the
 * removed node, so whatever follows a removed tag would never be checked. This iterator takes the
 * nodes in document order up front and skips those no longer under the root when their turn comes:
 * the same visits a browser makes for removals, and removals are all DOMPurify does while walking.
 */
document.createNodeIterator = function createNodeIterator(root: Node, whatToShow = NodeFilter.SHOW_ALL) {
  const nodes: Node[] = []
  const collect = (node: Node) => {
    // NodeFilter's SHOW_* bits are 1 << (nodeType - 1).
    if (whatToShow & (1 << (node.nodeType - 1))) nodes.push(node)
    node.childNodes.forEach(collect)
  }
  collect(root)
  let index = 0
  return {
    root,
    whatToShow,
    filter: null,
    nextNode: () => {
      while (index < nodes.length) {
        const node = nodes[index++]!
        if (root.contains(node)) return node
      }
      return null
    },
  } as unknown as NodeIterator
}
