/** The specification's sign-in messages (section 8), verbatim. */
export const SIGN_IN_MESSAGES = {
  prepare: 'Error preparing message, please retry!',
  sign: 'Error signing message, please retry!',
  verify: 'Error verifying signature, please retry!',
  noAdapter: 'No authentication adapter found',
} as const
