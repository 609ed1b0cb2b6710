export {
  birthDateToIso,
  codeDigits,
  CODE_LENGTH,
  formatPhone,
  isoToBirthDate,
  isValidBirthDate,
  maskDefinitions,
  phoneDigits,
  PHONE_LENGTH,
  type MaskKind,
} from './masks';
