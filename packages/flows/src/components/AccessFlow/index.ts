export { AccessFlow, type AccessDraftSlots, type AccessFlowProps } from './AccessFlow';
