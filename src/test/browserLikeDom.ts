/**
 * For the sanitiser's tests under happy-dom: two places where happy-dom differs from a browser and
 * DOMPurify depends on the browser's behaviour. Without these, the tests would check the fake DOM
 * rather than the sanitiser (script and iframe survive in happy-dom, not in Chromium). Import this
 * before the sanitiser: DOMPurify reads the DOM's getters when its instance is made.
 */

// 1. DOMPurify reads `nodeName` through the getter on Node.prototype (a guard against elements that
// clobber their own properties). A browser's answers the node's name; happy-dom's answers '' and
// leaves the real one to its subclasses. Answer as a browser does.
const ownNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
      const get = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get
      if (get) return get.call(this)
    }
    return ownNodeName.call(this)
  },
})

// 2. DOMPurify walks the tree with a NodeIterator and removes the node it stands on. A browser's
// iterator then goes on from where that node was (the DOM spec's removal steps); happy-dom's stops.
// This iterator does the same as a browser's for forward walks, the only kind DOMPurify makes.
const following = (node: Node, root: Node): Node | null => {
  if (node.firstChild) return node.firstChild
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling
  return null
}
const preceding = (node: Node): Node | null => {
  let before = node.previousSibling
  if (!before) return node.parentNode
  while (before.lastChild) before = before.lastChild
  return before
}

function createNodeIterator(root: Node, whatToShow = 0xffffffff): NodeIterator {
  const shown = (node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0
  let current: Node | null = null
  let before: Node | null = null
  return {
    root,
    whatToShow,
    filter: null,
    nextNode() {
      // Where the walk stands: the last node given, or, if that one was removed since, the node before it.
      let at = current === null ? null : root.contains(current) ? current : before
      do at = at === null ? root : following(at, root)
      while (at && !shown(at))
      current = at
      before = at && at !== root ? preceding(at) : null
      return at
    },
    previousNode: () => null,
    detach: () => undefined,
  } as unknown as NodeIterator
}

// On the prototype that holds happy-dom's own (its document classes define it below Document).
let owner: object = document
while (!Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner)
Object.defineProperty(owner, 'createNodeIterator', { configurable: true, writable: true, value: createNodeIterator })
