export function scratchDir(prefix: string): string;
export function scratchBase(): string;
