import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidKey, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export type MigrationSummary = {
  copied: number;
  /** Already in the bucket (a second run skips everything). */
  skipped: number;
  failed: number;
  /** Files that are not uploads: a `.partial` leftover, a name that cannot be a key (`Thumbs.DB`). */
  ignored: number;
};

/** Every file under `dir`, as sorted slash-separated paths relative to it; none when `dir` is missing. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Copies the files of the local uploads folder (`DATA_DIR/uploads`) to `target`, under the same
 * keys, skipping keys already stored, so it can be run again after a failure. Stored URLs
 * (`/media/<key>`) do not change: with S3 the server redirects them to the bucket (decision 031).
 */
export async function migrateUploads(options: {
  uploadsDir: string;
  target: Storage;
  log?: (line: string) => void;
  concurrency?: number;
}): Promise<MigrationSummary> {
  const log = options.log ?? (() => {});
  const summary: MigrationSummary = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  const files = await filesUnder(options.uploadsDir);
  log(`${files.length} archivos en ${options.uploadsDir}`);
  let done = 0;
  let next = 0;
  const progress = () => `[${++done}/${files.length}]`;
  const copy = async (key: string) => {
    // `.partial`: a write of the local driver that was cut short (or is under way).
    if (!isValidKey(key) || key.endsWith('.partial')) {
      summary.ignored++;
      log(`${progress()} ignorado (no es una imagen subida): ${key}`);
      return;
    }
    try {
      if (await options.target.has(key)) {
        summary.skipped++;
        done++;
        if (done % 100 === 0) log(`[${done}/${files.length}] ...`);
        return;
      }
      const bytes = await readFile(path.join(options.uploadsDir, ...key.split('/')));
      const type = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      await options.target.put(key, bytes, type);
      summary.copied++;
      log(`${progress()} copiado ${key} (${Math.ceil(bytes.length / 1024)} KB)`);
    } catch (error) {
      summary.failed++;
      log(`${progress()} ERROR ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const worker = async () => {
    while (next < files.length) await copy(files[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, files.length) }, worker));
  return summary;
}
