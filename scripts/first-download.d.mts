// Types of scripts/first-download.mjs for the TypeScript code that uses it (the bench and a journey).
export const FIRST_DOWNLOAD_TARGET_KB: number;
export type FirstDownload = {
  page: string;
  files: number;
  gzipKb: number;
  wireKb: number;
  largest: string[];
};
export function measureFirstDownload(base: string, pages: string[], dist: string): Promise<FirstDownload[]>;
