// The demo pages' example block. The highlighter (./highlight) is not exported: it loads on demand.
export { Example, type ExampleProps } from './Example'
export { Examples } from './Examples'
export { ExamplesPage, type ExamplesPageProps } from './ExamplesPage'
export { examplesOf, type ExampleEntry, type ExampleMeta } from './examplesOf'
