import { dirname, posix } from 'node:path'
import ts from 'typescript'

/**
 * The views' one way to the wallet is the hooks of the wallet context's folder (useWallet, useWalletState,
 * useChains): a view that imports the context itself, or takes the wallet off the app context, sees the idle
 * stand-in or the loaded wallet on its own terms and bypasses what the provider decides.
 */
export const WALLET_HOOKS_DIR = 'src/ui/wallet/'
const WALLET_CONTEXT_MODULE = `${WALLET_HOOKS_DIR}WalletContext`

/** The calls and type names whose value is the app context (which carries the wallet instance). */
const APP_CONTEXT_CALL = 'useAppContext'
const APP_CONTEXT_TYPE = 'AppContext'

/** Whether `path` (relative to the repository root) is a view file the rule applies to. */
export function isViewFile(path: string): boolean {
  return path.startsWith('src/ui/') && !path.startsWith(WALLET_HOOKS_DIR)
}

function importsWalletContext(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false
  const target = posix.normalize(posix.join(dirname(file), specifier)).replace(/\.tsx?$/, '')
  return target === WALLET_CONTEXT_MODULE
}

const isAppContextCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === APP_CONTEXT_CALL

const isAppContextType = (type: ts.TypeNode | undefined): boolean =>
  type !== undefined && ts.isTypeReferenceNode(type) && type.typeName.getText() === APP_CONTEXT_TYPE

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node

/**
 * How a view file reaches the wallet other than through the wallet hooks, one line per place: an import of the
 * wallet context, or `wallet` read off the app context (`context.wallet`, `context['wallet']`,
 * `const { wallet } = context`, `useAppContext().wallet`), where the context is `useAppContext()`'s value or
 * anything declared as `AppContext`.
 */
export function walletAccessViolations(file: string, source: string): string[] {
  const found: string[] = []
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const contextNames = new Set<string>()
  const at = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`

  const collect = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && ts.isIdentifier(node.name)) {
      const initializer = node.initializer && unwrap(node.initializer)
      if (isAppContextType(node.type) || (initializer && isAppContextCall(initializer)))
        contextNames.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(sourceFile)

  const isAppContext = (expression: ts.Expression): boolean => {
    const inner = unwrap(expression)
    return isAppContextCall(inner) || (ts.isIdentifier(inner) && contextNames.has(inner.text))
  }
  const bindsWallet = (pattern: ts.ObjectBindingPattern): boolean =>
    pattern.elements.some((element) => (element.propertyName ?? element.name).getText() === 'wallet')

  const IMPORTS = 'imports the wallet context (use useWallet or useWalletState)'
  const READS = 'reads the wallet off the app context (use useWallet or useWalletState)'
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      importsWalletContext(file, node.moduleSpecifier.text)
    )
      found.push(`${at(node)}: ${IMPORTS}`)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      importsWalletContext(file, node.arguments[0].text)
    )
      found.push(`${at(node)}: ${IMPORTS}`)
    else if (ts.isPropertyAccessExpression(node) && node.name.text === 'wallet' && isAppContext(node.expression))
      found.push(`${at(node)}: ${READS}`)
    else if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteral(node.argumentExpression) &&
      node.argumentExpression.text === 'wallet' &&
      isAppContext(node.expression)
    )
      found.push(`${at(node)}: ${READS}`)
    else if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
      ts.isObjectBindingPattern(node.name) &&
      ((node.initializer !== undefined && isAppContext(node.initializer)) || isAppContextType(node.type)) &&
      bindsWallet(node.name)
    )
      found.push(`${at(node)}: ${READS}`)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}
