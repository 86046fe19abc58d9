/** The sign-in messages people see, word for word (tests and the UI match them). */
export const SIGN_IN_MESSAGES = {
  prepare: 'Error preparing message, please retry!',
  sign: 'Error signing message, please retry!',
  verify: 'Error verifying signature, please retry!',
  noAdapter: 'No authentication adapter found',
} as const
