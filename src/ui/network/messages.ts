/** What the shell and Switch Networks say about networks; WRONG_NETWORK_MESSAGE and CANNOT_SWITCH_MESSAGE are fixed word for word. */
export const WRONG_NETWORK_MESSAGE = 'Wrong network detected, switch or disconnect to continue.'
export const CANNOT_SWITCH_MESSAGE =
  'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.'
/** Shown when a failed switch carries no message of its own. */
export const SWITCH_FAILED_MESSAGE = 'The wallet could not switch networks.'
