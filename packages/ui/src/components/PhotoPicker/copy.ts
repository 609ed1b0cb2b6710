/** The photo's upload status words (copy.md, "Real-life conditions"). */
export const PHOTO_PREPARING = 'Preparando foto…';
export const photoSending = (percent: number) => `Enviando foto… ${percent}%`;
export const CANCEL_UPLOAD_LABEL = 'Cancelar';
