export * from './machines/accessMachine';
export * from './machines/avatarMachine';
export * from './machines/contactMachine';
export * from './machines/sessionMachine';
export { statechartOf } from './machines/statechart';
export type * from './machines/shared/contract';
export { GENERIC_ERROR, INVALID_CODE_MESSAGE, SUCCESS_TEXT } from './machines/shared/messages';
export {
  toMessages,
  type RequestFailure,
  type RequestState,
  type RequestStatus,
} from './machines/shared/request';
export type { FieldErrors } from './machines/shared/fieldErrors';
export * from './actors';
export * from './components';
