/** The participant asked the browser to save data (Save-Data): nothing is loaded ahead for them. */
export const saveData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
