/** User-facing strings of the spec's error catalogue (section 8) that the shell shows. */
export const WRONG_NETWORK_MESSAGE = 'Wrong network detected, switch or disconnect to continue.'
export const CANNOT_SWITCH_MESSAGE =
  'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.'
