// Types of scripts/start-plan.mjs for the TypeScript code that uses it (the bench starts the app as npm start does).
export const INSTALL_ARGS: string[];
export const REQUIRED_BINARIES: string[];
export function newestMtime(target: string): number;
export function needsInstall(root: string): boolean;
export function needsBuild(root: string): boolean;
export const SERVER_BUNDLE: string;
export const SERVER_NODE_ARGS: string[];
export const JEMALLOC_PATHS: string[];
export function serverEnv(
  env?: Record<string, string | undefined>,
  candidates?: string[],
): { LD_PRELOAD?: string };
export function serverBundleIsFresh(root: string): boolean;
