export const nginxPackage: string;
export function findNginx(): string | null;
export const nginxMissing: string;
