import { describe, expect, it } from 'vitest'
import { compactPreloadLists, type Dependencies } from './preloadGraphPlugin'

/** Vite's prelude for a chunk whose lists name these files. */
const prelude = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`

/** Runs a chunk whose body pushes each preload list it asks for, and answers those lists. */
const listsOf = (code: string): string[][] => new Function(`const out = [];\n${code}\nreturn out`)() as string[][]

// Sixty chunks, each importing three chunks further down picked at random (the same every run), and
// the first-load chunk, which no list names; the first also brings a style sheet.
const COUNT = 60
const FILES = [...Array.from({ length: COUNT }, (_, i) => `assets/r${i}.js`), 'assets/r0.css']
let seed = 7
const below = (i: number) => {
  seed = (seed * 48271) % 2147483647
  return i + 1 + (seed % (COUNT - i - 1))
}
const GRAPH = new Map<string, Dependencies>(
  Array.from({ length: COUNT }, (_, i) => [
    `assets/r${i}.js`,
    {
      imports: [...new Set(i < COUNT - 1 ? [below(i), below(i), below(i)] : [])].map((n) => `assets/r${n}.js`).concat('assets/app.js'),
      css: i === 0 ? ['assets/r0.css'] : [],
    },
  ]),
)
const dependencies = (file: string) => GRAPH.get(file)

/** The list Vite writes for an import of `file`: the chunk, what it imports all the way down, then its style sheets. */
function viteList(file: string, seen = new Set<string>()): string[] {
  const found = GRAPH.get(file)
  if (!found || seen.has(file)) return []
  seen.add(file)
  return [file, ...found.imports.flatMap((f) => viteList(f, seen)), ...found.css]
}
const call = (list: string[]) => `out.push(__vite__mapDeps([${list.map((f) => FILES.indexOf(f)).join(',')}]));`
const BODY = FILES.slice(0, COUNT).map((file) => call(viteList(file))).join('')

describe('compactPreloadLists', () => {
  it('asks for the same files as the lists Vite wrote, each import naming only its chunk', () => {
    const original = prelude(FILES) + BODY
    const { code, problem } = compactPreloadLists(original, dependencies)
    expect(problem).toBeUndefined()
    expect(code.length).toBeLessThan(original.length)
    expect(code).not.toMatch(/__vite__mapDeps\(\[\d+,/)
    const before = listsOf(original)
    const after = listsOf(code)
    expect(after).toHaveLength(COUNT)
    after.forEach((list, i) => expect([...list].sort()).toEqual([...(before[i] ?? [])].sort()))
    // The style sheet keeps its place after the scripts it comes with.
    expect(after[0]?.at(-1)).toBe('assets/r0.css')
  })

  it('keeps the lists as written when one cannot be walked out of the graph', () => {
    const original = prelude(FILES) + BODY + call(['assets/r0.js', 'assets/r1.js'])
    const { code, problem } = compactPreloadLists(original, dependencies)
    expect(code).toBe(original)
    expect(problem).toBe(`the import of assets/r0.js lists 2 files, its graph gives ${viteList('assets/r0.js').length}`)
  })

  it('keeps a chunk whose only list would not come out smaller', () => {
    const original = prelude(FILES.slice(COUNT - 2, COUNT)) + 'out.push(__vite__mapDeps([0,1]));'
    expect(compactPreloadLists(original, dependencies)).toEqual({ code: original })
  })

  it('leaves a chunk without preload lists alone', () => {
    expect(compactPreloadLists('export const a = 1\n', dependencies)).toEqual({ code: 'export const a = 1\n' })
  })
})
