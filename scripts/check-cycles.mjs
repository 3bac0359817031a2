// Fails when modules of src/ import each other in a circle. A circle makes load order matter and
// hides which layer depends on which. Type-only imports are left out: they vanish from the build.
// Imports are read with TypeScript's own parser and resolved with tsconfig.json's paths ("@/").
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = process.cwd()
const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, root)
const files = globSync('src/**/*.{ts,tsx}').filter((file) => !/\.(test|gen)\.tsx?$/.test(file)).map((file) => path.resolve(file))
const known = new Set(files)

/** The files of src/ that `file` imports at run time. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly = clause?.isTypeOnly || (clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text)
    }
  }
  return specifiers
    .map((name) => ts.resolveModuleName(name, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((resolved) => resolved && known.has(path.resolve(resolved)))
    .map((resolved) => path.resolve(resolved))
}

const graph = new Map(files.map((file) => [file, runtimeImports(file)]))

// Depth-first search; a module met again while still on the path closes a circle.
const state = new Map() // file -> 'open' | 'done'
const circles = []
function visit(file, trail) {
  state.set(file, 'open')
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') circles.push([...trail.slice(trail.indexOf(next)), next])
    else if (!state.has(next)) visit(next, [...trail, next])
  }
  state.set(file, 'done')
}
for (const file of files) if (!state.has(file)) visit(file, [file])

if (circles.length > 0) {
  for (const circle of circles) console.error(`Import cycle: ${circle.map((f) => path.relative(root, f)).join(' -> ')}`)
  process.exit(1)
}
console.log(`No import cycles among ${files.length} modules.`)
