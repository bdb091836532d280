export function scratchDir(prefix: string): string;
