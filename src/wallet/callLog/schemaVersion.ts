/** The version of the call-log export format, written in every export header (see `callLogSchema`). */
export const CALL_LOG_SCHEMA_VERSION = 2
