import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * The built file of a source module, for a test that holds back or breaks one download. The build
 * names its chunks by their hash alone (vite.config.ts says why), so a test finds a module's file in
 * the build's manifest (dist/.vite/manifest.json, or E2E_DIST's) rather than by its name.
 */

type Manifest = Record<string, { file: string }>
let manifest: Manifest | undefined

/**
 * A glob for `context.route` matching the file built from `source`: a key of the manifest, or its
 * start (`'src/routes/_blank/misc/maintenance.tsx?tsr-split'` for the route's code, however it was split).
 */
export function chunkOf(source: string): string {
  manifest ??= JSON.parse(readFileSync(join(process.env.E2E_DIST ?? 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest
  const key = source in manifest ? source : Object.keys(manifest).find((candidate) => candidate.startsWith(source))
  if (!key) throw new Error(`No chunk of the build holds ${source}`)
  return `**/${manifest[key]!.file}`
}
