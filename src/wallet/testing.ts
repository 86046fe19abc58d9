// Entry `<package>/testing`: a scripted EIP-1193 provider for integrators' own unit tests (no test runner needed).
export {
  scriptedProvider,
  providerError,
  fail,
  announce,
  flush,
  memoryStorage,
  ACCOUNT,
  OTHER_ACCOUNT,
} from './testing/scriptedProvider.ts'
export type { ScriptedProvider, Handler } from './testing/scriptedProvider.ts'
