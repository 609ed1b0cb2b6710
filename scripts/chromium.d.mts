export const CHROMIUM_FLAGS: string[];
export const PLAYWRIGHT_CHROMIUM_ARGS: string[];
export function findChromium(options?: { install?: boolean }): string;
export function browserVersion(executable: string): string;
