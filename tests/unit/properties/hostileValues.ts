/**
 * Hostile values: untrusted input that throws from any operation performed on it. Shared by the property tests
 * of public functions (publicEntries.property.test.ts): getters, `toString`, `valueOf`, `toJSON` and
 * `Symbol.toPrimitive` that throw (an Error, a string, or a trapping Proxy), Proxies that trap every operation,
 * revoked Proxies, null-prototype objects (String() throws on them), frozen objects, cycles, large arrays and
 * strings (bounded by HOSTILE_MAX_LENGTH) and a cycle around a large array (a walk must notice the cycle at once),
 * nested inside plain records and arrays so they reach past the first check.
 * The app's parsers (envConfig, tokenMetadata, callDisplay, rpcAnswers) also get values nested past the stack
 * (untrustedValue).
 */
import fc from 'fast-check'

/** What the hostile values throw when the thrown value is an Error. */
export class Trapped extends Error {
  override name = 'Trapped'
}

/** The longest string or array generated: the time bound of returnsOrThrows grows with it. */
export const HOSTILE_MAX_LENGTH = 100_000

type Thrown = 'error' | 'string' | 'proxy' | 'revoked'

const PROXY_TRAPS = [
  'get',
  'set',
  'has',
  'ownKeys',
  'getPrototypeOf',
  'setPrototypeOf',
  'getOwnPropertyDescriptor',
  'defineProperty',
  'deleteProperty',
  'isExtensible',
  'preventExtensions',
  'apply',
  'construct',
] as const

function thrower(thrown: Thrown): () => never {
  return () => {
    if (thrown === 'string') throw 'trapped'
    if (thrown === 'proxy') throw trappingProxy('error', 'object')
    if (thrown === 'revoked') throw revokedProxy()
    throw new Trapped('trapped')
  }
}

/** A Proxy whose every trap throws; a function target makes `typeof` say 'function' and lets call and new trap. */
export function trappingProxy(thrown: Thrown, target: 'object' | 'function'): object {
  const trap = thrower(thrown)
  const handler: ProxyHandler<object> = {}
  for (const name of PROXY_TRAPS) handler[name] = trap
  return new Proxy(target === 'function' ? () => undefined : {}, handler)
}

/** A revoked Proxy: every operation on it throws a TypeError. */
export function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

/** Property names public functions read: options, wallet answers, errors, entries, chains. */
const KEYS = [
  'code',
  'message',
  'data',
  'name',
  'id',
  'method',
  'params',
  'result',
  'chains',
  'chainId',
  'appName',
  'address',
  'account',
  'rpcUrls',
  'nativeCurrency',
  'default',
  'http',
  'kind',
  'outcome',
  'status',
  'cause',
  'options',
  'request',
  'storage',
  'limit',
  'url',
  'apiBase',
  'wallet',
  'adapter',
  'chain',
  'length',
  'then',
  'originalError',
  'toString',
  'valueOf',
  'toJSON',
] as const

const CONVERSIONS = ['toString', 'valueOf', 'toJSON', Symbol.toPrimitive, Symbol.iterator] as const

const thrownKind = fc.constantFrom<Thrown>('error', 'string', 'proxy', 'revoked')

/**
 * A hostile value is built at call time from this recipe: fast-check itself inspects what an arbitrary yields
 * (`in`, cloning, printing), which a trapping Proxy would break, so the arbitraries yield recipes only.
 */
export interface Hostile {
  make(): unknown
  readonly [fc.toStringMethod]: () => string
}

export function recipe(label: string, make: () => unknown): Hostile {
  return { make, [fc.toStringMethod]: () => label }
}

/** A plausible (well-behaved) value as a recipe; `fresh` builds a new one per call. */
export function plain<T>(arbitrary: fc.Arbitrary<T>, fresh?: (value: T) => unknown): fc.Arbitrary<Hostile> {
  return arbitrary.map((value) => recipe(fc.stringify(value), () => (fresh ? fresh(value) : value)))
}

const largeString = 'x'.repeat(HOSTILE_MAX_LENGTH)
const largeHexString = `0x${'a'.repeat(HOSTILE_MAX_LENGTH - 2)}`

// Built once: a function under test never gets to change them (frozen).
const largeArray = Object.freeze(Array.from({ length: HOSTILE_MAX_LENGTH }, (_, i) => i))
const largeStringArray = Object.freeze(Array.from({ length: HOSTILE_MAX_LENGTH }, () => '0x1'))

/** A record that holds a large array and itself: a walk that follows the cycle redoes the array at every level. */
function cycleAroundLargeArray(): Record<string, unknown> {
  const value: Record<string, unknown> = { params: largeArray }
  value.result = value
  return value
}

const conversionName = (name: (typeof CONVERSIONS)[number]) => (typeof name === 'symbol' ? name.description : name)

/** Values that throw at the first touch, or that are odd in themselves. */
const leaf: fc.Arbitrary<Hostile> = fc.oneof(
  fc
    .tuple(thrownKind, fc.constantFrom<'object' | 'function'>('object', 'function'))
    .map(([t, k]) => recipe(`trapping ${k} proxy (${t})`, () => trappingProxy(t, k))),
  fc.constant(recipe('revoked proxy', revokedProxy)),
  fc.constant(recipe('null-prototype object', () => Object.create(null) as object)),
  fc
    .tuple(fc.constantFrom(...CONVERSIONS), thrownKind)
    .map(([name, thrown]) =>
      recipe(`{ ${conversionName(name)} throws ${thrown} }`, () => ({ [name]: thrower(thrown) })),
    ),
  fc
    .tuple(fc.constantFrom(...KEYS), thrownKind)
    .map(([name, thrown]) =>
      recipe(`{ get ${name}() throws ${thrown} }`, () =>
        Object.defineProperty({}, name, { get: thrower(thrown), enumerable: true }),
      ),
    ),
  fc.constantFrom(
    recipe('large string', () => largeString),
    recipe('large hex string', () => largeHexString),
    recipe('large array', () => largeArray),
    recipe('large array of strings', () => largeStringArray),
    recipe('a cycle around a large array', cycleAroundLargeArray),
  ),
  plain(
    fc.constantFrom(
      undefined,
      null,
      true,
      0,
      -0,
      1,
      137,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      10n,
      -1n,
      '',
      '0x',
      '0x89',
      '__proto__',
    ),
  ),
  fc.constant(recipe('a symbol', () => Symbol('hostile'))),
  plain(fc.string({ maxLength: 20 })),
  plain(fc.integer()),
)

/** A key, sometimes one public functions read, sometimes an odd one. */
const key = fc.oneof(
  fc.constantFrom(...KEYS),
  fc.constantFrom('__proto__', 'constructor', ''),
  fc.string({ maxLength: 6 }),
)

type Spoiling = 'none' | 'getter' | 'cycle' | 'freeze' | 'proxy'

/** Turns a built object hostile after the fact: a throwing getter, a self-reference, frozen, or behind a Proxy. */
function spoil(value: object, how: Spoiling, name: string, thrown: Thrown): object {
  if (how === 'getter')
    Object.defineProperty(value, name, { get: thrower(thrown), enumerable: true, configurable: true })
  if (how === 'cycle') (value as Record<string, unknown>)[name] = value
  if (how === 'freeze') Object.freeze(value)
  if (how === 'proxy') {
    const trap = thrower(thrown)
    // Throws only on the named key, so the first reads succeed and a later one fails.
    return new Proxy(value, {
      get: (target, property, receiver) => (property === name ? trap() : Reflect.get(target, property, receiver)),
    })
  }
  return value
}

const spoiling = fc.tuple(fc.constantFrom<Spoiling>('none', 'getter', 'cycle', 'freeze', 'proxy'), thrownKind)

function spoiled(label: string, build: () => object, [how, thrown]: [Spoiling, Thrown], name: string): Hostile {
  return recipe(how === 'none' ? label : `${label} (${how} ${name}: ${thrown})`, () =>
    spoil(build(), how, name, thrown),
  )
}

function describeRecord(record: Record<string, Hostile | undefined>): string {
  return `{ ${Object.entries(record)
    .flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as const]))
    .map(([name, value]) => `${JSON.stringify(name)}: ${value[fc.toStringMethod]()}`)
    .join(', ')} }`
}

function buildRecord(record: Record<string, Hostile | undefined>): Record<string, unknown> {
  const built: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue
    Object.defineProperty(built, name, { value: value.make(), enumerable: true, writable: true, configurable: true })
  }
  return built
}

/** Any hostile value: a leaf, or plain records and arrays holding them, possibly spoiled. */
export const hostileValue: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(fc.dictionary(key, tie('value'), { maxKeys: 4 }), spoiling, fc.constantFrom(...KEYS))
      .map(([record, how, name]) => spoiled(describeRecord(record), () => buildRecord(record), how, name)),
    fc
      .tuple(fc.array(tie('value'), { maxLength: 4 }), spoiling)
      .map(([list, how]) =>
        spoiled(`[${list.map((v) => v[fc.toStringMethod]()).join(', ')}]`, () => list.map((v) => v.make()), how, '0'),
      ),
  ),
})).value

/**
 * A record with the given keys, each holding a plausible value or a hostile one, possibly spoiled: an options
 * object that gets past a function's first checks and breaks in a later one.
 */
export function hostileRecord(shape: Record<string, fc.Arbitrary<Hostile>>): fc.Arbitrary<Hostile> {
  const names = Object.keys(shape)
  const fields: Record<string, fc.Arbitrary<Hostile>> = {}
  for (const [name, plausible] of Object.entries(shape)) fields[name] = fc.oneof(plausible, plausible, hostileValue)
  const spoilOne = fc.tuple(fc.constantFrom<Spoiling>('none', 'none', 'getter', 'freeze', 'proxy'), thrownKind)
  return fc.oneof(
    fc
      .tuple(fc.record(fields, { requiredKeys: [] }), spoilOne, fc.constantFrom(...names))
      .map(([record, how, name]) => spoiled(describeRecord(record), () => buildRecord(record), how, name)),
    hostileValue,
  )
}

/** How deep the deeply nested values go: past what a recursive reader (JSON.stringify, String) can walk. */
export const HOSTILE_DEPTH = 10_000

function nestedArray(depth: number): unknown[] {
  let value: unknown[] = []
  for (let level = 0; level < depth; level += 1) value = [value]
  return value
}

function nestedRecord(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {}
  for (let level = 0; level < depth; level += 1) value = { params: value }
  return value
}

// Built once, on first use: a function under test only reads them.
let deepArray: unknown[] | undefined
let deepRecord: Record<string, unknown> | undefined

/** An array or a record nested HOSTILE_DEPTH deep: a recursive read overflows the stack (a RangeError). */
export const deeplyNested: fc.Arbitrary<Hostile> = fc.constantFrom(
  recipe('deeply nested array', () => {
    deepArray ??= nestedArray(HOSTILE_DEPTH)
    return deepArray
  }),
  recipe('deeply nested record', () => {
    deepRecord ??= nestedRecord(HOSTILE_DEPTH)
    return deepRecord
  }),
)

/**
 * Any hostile value (hostileValue), or now and then (1 in 40) a deeply nested one (rarely: overflowing the stack
 * takes tens of milliseconds): the inputs of the app's parsers of untrusted values.
 */
export const untrustedValue: fc.Arbitrary<Hostile> = fc.oneof(
  { arbitrary: hostileValue, weight: 39 },
  { arbitrary: deeplyNested, weight: 1 },
)
