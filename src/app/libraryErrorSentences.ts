/**
 * Sentences for the errors the app's contracts inherit (OpenZeppelin's ERC-20, ERC-721, ERC-2612, ECDSA, Ownable,
 * ReentrancyGuard, SafeERC20) and the BatchExecutor's own, plus Solidity's Error(string) and Panic(uint256): a revert
 * in a fee estimate or a simulation reads in words, never as a library's 'The contract function … reverted.'.
 */
export type Describe = (args: readonly unknown[]) => string

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'bigint' || typeof value === 'number' ? String(value) : '?'

const refusedAddress =
  (what: string): Describe =>
  ([address]) =>
    `The ${what} refused the address ${text(address)}.`

const INVALID_PERMIT = 'The permit signature is not valid. Sign a new one.'

/** Keyed by the error's name in the ABIs (src/app/abi). */
export const LIBRARY_SENTENCES: Record<string, Describe> = {
  ERC721InvalidReceiver: ([receiver]) =>
    `The account ${text(receiver)} cannot receive NFTs: it is a contract that does not accept them.`,
  ERC721NonexistentToken: ([tokenId]) => `Token #${text(tokenId)} does not exist.`,
  ERC721IncorrectOwner: ([, tokenId]) => `Token #${text(tokenId)} belongs to another account.`,
  ERC721InsufficientApproval: ([, tokenId]) => `This account may not move token #${text(tokenId)}.`,
  ERC721InvalidApprover: refusedAddress('collection'),
  ERC721InvalidOperator: refusedAddress('collection'),
  ERC721InvalidOwner: refusedAddress('collection'),
  ERC721InvalidSender: refusedAddress('collection'),
  ERC721OutOfBoundsIndex: ([owner, index]) => `The account ${text(owner)} holds no token at position ${text(index)}.`,
  ERC721EnumerableForbiddenBatchMint: () => 'The collection cannot mint several tokens in one go.',
  NothingToWithdraw: () => 'The collection holds no proceeds to withdraw.',
  WithdrawFailed: ([to]) => `The collection could not send its proceeds to ${text(to)}.`,
  ERC20InvalidApprover: refusedAddress('token'),
  ERC20InvalidReceiver: refusedAddress('token'),
  ERC20InvalidSender: refusedAddress('token'),
  ERC20InvalidSpender: refusedAddress('token'),
  ERC2612ExpiredSignature: () => 'The permit has expired. Sign a new one.',
  ERC2612InvalidSigner: () => 'The permit was signed by another account. Sign it with this one.',
  InvalidAccountNonce: () => 'The permit was already used. Sign a new one.',
  ECDSAInvalidSignature: () => INVALID_PERMIT,
  ECDSAInvalidSignatureLength: () => INVALID_PERMIT,
  ECDSAInvalidSignatureS: () => INVALID_PERMIT,
  InvalidShortString: () => "The token's name or symbol is too long.",
  StringTooLong: () => "The token's name or symbol is too long.",
  OwnableUnauthorizedAccount: () => "Only the contract's owner may do this.",
  OwnableInvalidOwner: ([owner]) => `The address ${text(owner)} cannot own the contract.`,
  ReentrancyGuardReentrantCall: () => 'The staking contract refused a call made while it was busy.',
  SafeERC20FailedOperation: () => 'The token transfer failed.',
  Unauthorized: () => 'Only the account itself may run its batch.',
  CallFailed: ([index]) =>
    `Call ${typeof index === 'bigint' ? String(index + 1n) : text(index)} of the batch failed; nothing was done.`,
  Panic: () => 'The contract stopped on an internal error.',
  Error: ([reason]) => {
    const said = typeof reason === 'string' ? ownReason(reason) : ''
    return said === '' ? 'The contract refused this transaction.' : `The contract refused this transaction: ${said}.`
  },
}

/** A require's message without the node's own words around it ('execution reverted: paused' → 'paused'). */
function ownReason(reason: string): string {
  return reason
    .replace(/^\s*execution reverted:?/i, '')
    .trim()
    .replace(/[.!]+$/, '')
}
