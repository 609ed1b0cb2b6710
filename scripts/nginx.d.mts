export function findNginx(): string;
export function nginxVersion(executable?: string): string;
