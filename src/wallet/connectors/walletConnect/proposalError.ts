/**
 * EthereumProvider.connect (SDK 2.25) rethrows a wallet's answer to the session proposal as
 * `new Error(message)`, dropping its code, so a wallet's "no" (5000) would read as an unknown failure.
 * The messages are the SDK's own for each code (SDK_ERRORS in @walletconnect/utils; a unit test checks
 * they still match), so the code is recovered from them here, and only here.
 */
const proposalAnswers: Readonly<Record<string, number>> = {
  'User rejected.': 5000,
  'User rejected chains.': 5001,
  'User rejected methods.': 5002,
  'User rejected events.': 5003,
  'Unsupported chains.': 5100,
  'Unsupported methods.': 5101,
  'Unsupported events.': 5102,
  'Unsupported accounts.': 5103,
}

/** The wallet's answer with its code restored, or the error as it came. */
export function restoreProposalCode(error: unknown): unknown {
  if (!(error instanceof Error) || 'code' in error) return error
  const code = proposalAnswers[error.message]
  return code === undefined ? error : { code, message: error.message }
}

export const proposalAnswerMessages = proposalAnswers
