import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Vite gives every on-demand import a list of the files to preload with it: the chunk and every chunk
 * it imports, all the way down, so a page's code arrives in one round instead of one level at a time.
 * It writes each list out in full (`__vite__mapDeps([3,17,42,...])`). The first-load chunk holds one
 * list per route, each some sixty files long, so every page added made every first load heavier
 * (about 6 KB of gzip for 180 lists).
 *
 * This plugin writes the same information once: for each listed file, the files it imports (the
 * build's own import graph). An import then names only its chunk, `__vite__mapDeps([3])`, and the
 * list is walked out of the graph when the import runs, in the very order Vite wrote it. Each
 * rewritten list is checked against Vite's before anything is changed; a chunk where any list
 * differs, or where the graph is not smaller once compressed, is left as Vite wrote it (with a warning for the first).
 */
export function preloadGraph(): Plugin {
  return {
    name: 'vantage:preload-graph',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle, which writes the lists.
      order: 'post',
      handler(_options, bundle) {
        const dependencies = (file: string): Dependencies | undefined => {
          const output = bundle[file]
          if (output?.type !== 'chunk') return undefined
          return { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] }
        }
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          const result = compactPreloadLists(output.code, dependencies)
          if (result.problem) this.warn(`${output.fileName}: preload lists kept as written: ${result.problem}`)
          output.code = result.code
        }
      },
    },
  }
}

/** What a chunk of the bundle imports: other chunks, and the style sheets that come with it. */
export interface Dependencies {
  imports: readonly string[]
  css: readonly string[]
}

/** The prelude Vite puts at the top of a chunk with preload lists: the table of every listed file. */
const PRELUDE = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/
const LIST = /__vite__mapDeps\(\[([\d,]+)\]\)/g

/**
 * The chunk's code with its preload lists written as a graph, or as it was (with the reason when a
 * list could not be reproduced). `dependencies` answers for a bundle file what it imports.
 */
export function compactPreloadLists(code: string, dependencies: (file: string) => Dependencies | undefined): { code: string; problem?: string } {
  const prelude = PRELUDE.exec(code)
  if (!prelude) return { code }
  const files = JSON.parse(prelude[1]!) as string[]
  const index = new Map(files.map((file, i) => [file, i]))
  const known = (list: readonly string[]) => list.flatMap((file) => (index.has(file) ? [index.get(file)!] : []))
  // For each listed file: the listed files it imports and its style sheets. An import that another of
  // the same file's imports already brings is left out: the walk reaches it all the same.
  const imports = files.map((file) => known(dependencies(file)?.imports ?? []))
  const below = new Map<number, Set<number>>()
  const reach = (node: number): Set<number> => {
    const cached = below.get(node)
    if (cached) return cached
    const found = new Set<number>()
    // Chunks that import each other stop the walk here; a graph that comes out wrong because of it
    // fails the check below, and the chunk keeps Vite's lists.
    below.set(node, found)
    for (const child of imports[node]!) for (const n of [child, ...reach(child)]) found.add(n)
    return found
  }
  const graph = files.map((file, node) => {
    const own = imports[node]!
    return {
      imports: own.filter((child) => !own.some((other) => other !== child && reach(other).has(child))),
      css: known(dependencies(file)?.css ?? []),
    }
  })
  const walk = (start: number) => {
    const seen = new Set<number>()
    const out: number[] = []
    const visit = (node: number) => {
      if (seen.has(node)) return
      seen.add(node)
      out.push(node)
      const { imports, css } = graph[node]!
      imports.forEach(visit)
      for (const sheet of css) {
        if (seen.has(sheet)) continue
        seen.add(sheet)
        out.push(sheet)
      }
    }
    visit(start)
    return out
  }

  // Every list must come out of the graph with the same files, and its style sheets in the same order
  // (their order is the cascade's); the scripts' order does not matter, all are asked for at once.
  const body = code.slice(prelude[0].length)
  const isSheet = (n: number) => files[n]!.endsWith('.css')
  const sameList = (a: number[], b: number[]) =>
    a.length === b.length && new Set([...a, ...b]).size === a.length && a.filter(isSheet).join() === b.filter(isSheet).join()
  for (const [, numbers = ''] of body.matchAll(LIST)) {
    const list = numbers.split(',').map(Number)
    const walked = walk(list[0]!)
    if (!sameList(list, walked)) return { code, problem: `the import of ${files[list[0]!]} lists ${list.length} files, its graph gives ${walked.length}` }
  }

  // Renumbered so that the files imported most often get the shortest numbers: the table is mostly those.
  const importers = new Map<number, number>()
  for (const node of graph) for (const n of [...node.imports, ...node.css]) importers.set(n, (importers.get(n) ?? 0) + 1)
  const count = (n: number) => importers.get(n) ?? 0
  const order = files.map((_, i) => i).sort((a, b) => count(b) - count(a) || a - b)
  const renumbered = new Map(order.map((old, i) => [old, i]))
  const to = (n: number) => renumbered.get(n)!
  const table = order.map((old) => {
    const node = graph[old]!
    return node.css.length ? [...node.imports.map(to), -1, ...node.css.map(to)] : node.imports.map(to)
  })
  const names = JSON.stringify(order.map((old) => files[old]))
  // The walk above in a few bytes: -1 separates a file's imports from its style sheets.
  const compact =
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${names})),g=(m.g||(m.g=${JSON.stringify(table)})))=>` +
    `{const s=new Set,o=[],v=n=>{if(s.has(n))return;s.add(n);o.push(d[n]);let c=0;for(const x of g[n]||[])x<0?c=1:c?s.has(x)||(s.add(x),o.push(d[x])):v(x)};i.forEach(v);return o};\n`
  const rewritten = body.replace(LIST, (_whole, numbers: string) => `__vite__mapDeps([${to(Number(numbers.split(',')[0]))}])`)
  const result = compact + rewritten
  // A chunk with a few short lists can come out longer as a graph; it keeps what is smaller once compressed.
  const served = (text: string) => gzipSync(text, { level: 9 }).length
  return served(result) < served(code) ? { code: result } : { code }
}
