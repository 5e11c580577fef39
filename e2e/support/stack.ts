/**
 * The journeys run in E2E_WORKERS workers side by side (decision 051); each worker has a stack of its
 * own — the app server with its own PGlite data, the SMTP sink it mails to, the supplier it syncs
 * from — so a journey never sees another worker's changes, exactly as with one worker. A worker's
 * stack is chosen by its parallel index (0..workers-1: never two running workers with the same one).
 */
/** Two in CI (two cores: while one worker's browser renders, the other's server answers); one by default. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const basePort = Number(process.env.E2E_PORT ?? 3100);

export type StackPorts = { app: number; smtp: number; mailbox: number; supplier: number };

export function stackPorts(index: number): StackPorts {
  return {
    app: basePort + index,
    smtp: basePort + 25 + 2 * index,
    mailbox: basePort + 26 + 2 * index,
    supplier: basePort + 50 + index,
  };
}
