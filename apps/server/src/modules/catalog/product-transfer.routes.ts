import type { AppInstance } from '../../app.ts';

/** Product import and export by SKU (issue 9): CSV and XLSX. */
export async function productTransferRoutes(_app: AppInstance) {}
