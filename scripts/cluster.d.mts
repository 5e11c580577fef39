// Types of scripts/cluster.mjs for the TypeScript suites that use it.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const root: string;
export type NginxOptions = {
  listen: number | string;
  upstreamPorts: number[];
  prefix: string;
  upstreamHost?: string;
  accessLog?: string;
  down?: number[];
};
export function nginxConfig(options: NginxOptions): string;
export function writeNginxConfig(options: NginxOptions): string;
export function findNginx(): string | null;
export function startNginx(
  configFile: string,
  prefix: string,
  options?: { stdio?: StdioOptions },
): ChildProcess;
export function startApp(env: Record<string, string>, options?: { stdio?: StdioOptions }): ChildProcess;
export function waitReady(
  port: number,
  options?: { timeoutMs?: number; host?: string; child?: ChildProcess },
): Promise<void>;
export function reloadNginx(nginx: ChildProcess, settleMs?: number): Promise<void>;
export function drainAndStop(nginx: ChildProcess, child: ChildProcess, options: NginxOptions): Promise<void>;
export function stopProcess(child: ChildProcess | null | undefined, graceMs?: number): Promise<void>;
