/**
 * The request texts the machines put in their context are the API contract's, from its import-free
 * module. Field messages are `@jornada/ui`'s (`fieldMessages`, from its validators).
 */
export {
  GENERIC_ERROR,
  INVALID_CODE_MESSAGE,
  QUEUED_TEXT,
  SUCCESS_TEXT,
} from '@jornada/api/messages';
