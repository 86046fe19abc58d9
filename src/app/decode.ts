/**
 * Second public entry of the app layer: wallet requests in words (decoded calldata, sign-in messages as
 * text). Loaded with the pages that show requests (/calls) and with the Dev Wallet, never on the first load.
 */
export {
  calldataText,
  decodeCalldata,
  MAX_ARGUMENT_CHARS,
  MAX_DECODED_CALLDATA_BYTES,
  type DecodedArgument,
  type DecodedCalldata,
} from './decode/decodeCalldata.ts'
export { messageText, MAX_MESSAGE_CHARS, type MessageText } from './decode/messageText.ts'
export {
  describeRequest,
  describeRequestText,
  type ContractsByChain,
  type DescribedCall,
  type RequestDescription,
} from './decode/describeRequest.ts'
