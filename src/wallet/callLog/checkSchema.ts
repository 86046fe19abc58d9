/**
 * A checker for the subset of JSON Schema that `callLogSchema` uses (type, const, enum, required,
 * properties, additionalProperties: false, items, pattern, minimum, minLength, oneOf, local $ref),
 * so `verifyCallLog` checks exports against the published schema itself without a validator package.
 */
type Schema = Readonly<Record<string, unknown>>

/** The first reason `value` fails `schema`, as `<path> <problem>`; undefined when it conforms. */
export function schemaProblem(value: unknown, schema: Schema, root: Schema = schema, path = '$'): string | undefined {
  const ref = schema.$ref
  if (typeof ref === 'string') return schemaProblem(value, resolveRef(root, ref), root, path)
  if (Array.isArray(schema.oneOf)) {
    const passing = (schema.oneOf as Schema[]).filter((option) => !schemaProblem(value, option, root, path))
    if (passing.length !== 1) return `${path} matches ${passing.length} of the allowed shapes, not exactly one`
  }
  if ('const' in schema && value !== schema.const) return `${path} must be ${JSON.stringify(schema.const)}`
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return `${path} must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}`
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]
    if (!types.some((type) => hasType(value, type))) return `${path} must be of type ${types.join(' or ')}`
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return `${path} is too short`
    if (typeof schema.pattern === 'string' && !compiled(schema.pattern).test(value))
      return `${path} does not match ${schema.pattern}`
  }
  if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum)
    return `${path} must be at least ${schema.minimum}`
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const problem = schemaProblem(item, schema.items as Schema, root, `${path}[${index}]`)
      if (problem) return problem
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return objectProblem(value, schema, root, path)
  return undefined
}

/** The schema's few patterns, each compiled once. */
const patterns = new Map<string, RegExp>()
function compiled(pattern: string): RegExp {
  let regExp = patterns.get(pattern)
  if (!regExp) {
    regExp = new RegExp(pattern, 'u')
    patterns.set(pattern, regExp)
  }
  return regExp
}

function objectProblem(value: object, schema: Schema, root: Schema, path: string): string | undefined {
  const record = value as Record<string, unknown>
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  // Own properties only: '__proto__', 'constructor' or 'toString' are not fields of a schema's plain object.
  for (const name of (schema.required ?? []) as string[])
    if (!Object.hasOwn(record, name)) return `${memberPath(path, name)} is missing`
  for (const [name, inner] of Object.entries(record)) {
    const property = Object.hasOwn(properties, name) ? properties[name] : undefined
    if (!property) {
      if (schema.additionalProperties === false) return `${memberPath(path, name)} is not a known field`
      continue
    }
    const problem = schemaProblem(inner, property, root, memberPath(path, name))
    if (problem) return problem
  }
  return undefined
}

/**
 * `$.name` for a name spelled like an identifier, else `$["…"]` in JSON's escapes: a field name is the export's text,
 * and one holding control characters (a terminal's escape sequences) must not reach a message as they are.
 */
export function memberPath(path: string, name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isSafeInteger(value)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'null':
      return value === null
    default:
      return typeof value === type
  }
}

function resolveRef(root: Schema, ref: string): Schema {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      root,
    )
  if (typeof target !== 'object' || target === null) throw new Error(`Unresolvable $ref ${ref}`)
  return target as Schema
}
