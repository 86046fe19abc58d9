/**
 * Second public entry of the app layer: wallet requests in words (decoded calldata, sign-in messages as
 * text, typed data and permits). Loaded with the pages that show requests (/calls), with the Dev Wallet and
 * by the Dev Phone Wallet page (scripts/devPhoneWallet), never on the first load.
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
export { typedDataLines, type RequestLine } from './decode/typedDataText.ts'
export {
  describedCallText,
  describeRequest,
  describeRequestText,
  switchChainText,
  type ContractsByChain,
  type DescribedCall,
  type RequestDescription,
} from './decode/describeRequest.ts'
