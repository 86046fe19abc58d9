import { MethodNotFoundError, UnsupportedMethodError, UserRejectedError } from '../../wallet'
import { shortMessageOf } from '../../app/index.ts'
import { isInstance } from '../../chains/index.ts'
import { CANNOT_SWITCH_MESSAGE, SWITCH_FAILED_MESSAGE } from './messages'

/** What Switch Networks shows for a failed switch: nothing for a rejection, the catalogue sentence for 4200. */
export function describeSwitchFailure(error: unknown): string | undefined {
  if (isInstance(error, UserRejectedError)) return undefined
  if (isInstance(error, UnsupportedMethodError) || isInstance(error, MethodNotFoundError)) return CANNOT_SWITCH_MESSAGE
  return shortMessageOf(error, SWITCH_FAILED_MESSAGE)
}
