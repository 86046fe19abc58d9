import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CompileError, compileContracts, projectRoot, writeArtifacts } from '../../scripts/compile'

describe('npm run compile', () => {
  const tempDirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'stakemint-compile-'))
    tempDirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('reproduces the committed artifacts and ABI modules byte for byte', () => {
    const out = tempDir()
    const written = writeArtifacts(out)
    expect(written).toEqual([
      'contracts/artifacts/StakeToken.json',
      'src/app/abi/stakeToken.ts',
      'contracts/artifacts/Staking.json',
      'src/app/abi/staking.ts',
      'contracts/artifacts/Collection.json',
      'src/app/abi/collection.ts',
      'contracts/artifacts/BatchExecutor.json',
      'src/app/abi/batchExecutor.ts',
      'src/app/abi/index.ts',
    ])
    for (const path of written) {
      const fresh = readFileSync(join(out, path))
      const committed = readFileSync(join(projectRoot, path))
      expect(fresh.equals(committed), `${path} differs from a fresh compile: run npm run compile`).toBe(true)
    }
    // no stale artifact of a removed contract lingers
    expect(readdirSync(join(projectRoot, 'contracts/artifacts')).sort()).toEqual([
      'BatchExecutor.json',
      'Collection.json',
      'StakeToken.json',
      'Staking.json',
    ])
  })

  function sourcesWith(replace: Record<string, string>): string {
    const root = tempDir()
    mkdirSync(join(root, 'contracts'))
    for (const file of readdirSync(join(projectRoot, 'contracts')).filter((f) => f.endsWith('.sol'))) {
      writeFileSync(join(root, 'contracts', file), readFileSync(join(projectRoot, 'contracts', file)))
    }
    for (const [file, content] of Object.entries(replace)) writeFileSync(join(root, 'contracts', file), content)
    return root
  }

  it("fails with solc's message, naming the file, on a syntax error", () => {
    const root = sourcesWith({ 'StakeToken.sol': 'pragma solidity ^0.8.24;\ncontract StakeToken { function }\n' })
    expect(() => compileContracts(root)).toThrow(CompileError)
    expect(() => compileContracts(root)).toThrow(/contracts\/StakeToken\.sol:2/)
  })

  it('passes solc warnings on without failing', () => {
    const source = readFileSync(join(projectRoot, 'contracts/StakeToken.sol'), 'utf8').replace(
      '    /// @notice Creates',
      '    function unused() external pure { uint256 x; }\n\n    /// @notice Creates',
    )
    const warnings: string[] = []
    const compiled = compileContracts(sourcesWith({ 'StakeToken.sol': source }), (message) => warnings.push(message))
    expect(compiled.StakeToken.bytecode).toMatch(/^0x[0-9a-f]+$/)
    expect(warnings.join('\n')).toMatch(/Unused local variable/)
  })

  it('fails when an import cannot be resolved or a contract is missing', () => {
    const badImport = sourcesWith({ 'StakeToken.sol': 'pragma solidity ^0.8.24;\nimport "@nope/x.sol";\n' })
    expect(() => compileContracts(badImport)).toThrow(/@nope\/x\.sol/)
    const missing = sourcesWith({ 'StakeToken.sol': 'pragma solidity ^0.8.24;\ncontract Other {}\n' })
    expect(() => compileContracts(missing)).toThrow('contract StakeToken missing from contracts/StakeToken.sol')
  })
})
