import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  importEdges,
  sourceFilesUnder,
  specifiersOf,
  type ImportEdge,
} from '../../scripts/layers/importGraph.ts'
import { layerOf, layerViolations, LAYERS } from '../../scripts/layers/layerRules.ts'

const root = join(import.meta.dirname, '..', '..')
const files = [...sourceFilesUnder(root, 'src'), ...sourceFilesUnder(root, 'server')]
const edges = importEdges(root, files)

const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to })

describe('the import graph reader', () => {
  it('sees static, type-only, re-exported and dynamic imports', () => {
    const source =
      "import type { A } from './a.ts'\nexport { b } from './b.ts'\nconst c = () => import('./c.ts')\nimport './d.css'"
    expect(specifiersOf(source)).toEqual(['./a.ts', './b.ts', './c.ts', './d.css'])
  })

  it('finds circles, long and short, and nothing in a tree', () => {
    expect(findCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']])
    expect(findCycles([edge('a', 'a')])).toEqual([['a']])
    expect(findCycles([edge('a', 'b'), edge('a', 'c'), edge('b', 'c')])).toEqual([])
  })
})

describe('the layer rules', () => {
  it('places each file in its layer', () => {
    expect(layerOf('src/wallet/store/createWallet.ts')?.name).toBe('wallet')
    expect(layerOf('src/main.tsx')?.name).toBe('setup')
    expect(layerOf('src/setup/wallet.ts')?.name).toBe('setup')
    expect(layerOf('server/serve.ts')?.name).toBe('server')
  })

  it('refuses upward imports, deep imports and server/browser crossings', () => {
    expect(layerViolations([edge('src/wallet/index.ts', 'src/chains/index.ts')])).toEqual([
      'src/wallet/index.ts → src/chains/index.ts: upward import (wallet → chains)',
    ])
    expect(layerViolations([edge('src/chains/clients.ts', 'src/app/index.ts')])).toHaveLength(1)
    expect(layerViolations([edge('src/app/sync.ts', 'src/wallet/store/createWallet.ts')])[0]).toContain(
      'deep import into wallet',
    )
    expect(layerViolations([edge('server/serve.ts', 'src/app/index.ts')])[0]).toContain('server must not import app')
    expect(layerViolations([edge('src/main.tsx', 'server/serve.ts')])[0]).toContain('setup must not import server')
  })

  it('lets a layer use its own files and lower layers through their entries', () => {
    expect(
      layerViolations([
        edge('src/app/sync.ts', 'src/app/refresh.ts'),
        edge('src/ui/App.tsx', 'src/app/index.ts'),
        edge('src/main.tsx', 'src/ui/index.ts'),
      ]),
    ).toEqual([])
  })
})

describe('src and server', () => {
  it('are read whole', () => {
    expect(files.length).toBeGreaterThan(200)
    for (const layer of LAYERS)
      expect(
        files.some((file) => layerOf(file) === layer),
        layer.name,
      ).toBe(true)
  })

  it('import only downwards, through public entries', () => {
    expect(layerViolations(edges)).toEqual([])
  })

  it('have no import circle (type-only and dynamic imports included)', () => {
    expect(findCycles(edges)).toEqual([])
  })
})
