/** Test certificates for the ARCA client: a key pair and a self-signed certificate naming the CUIT, as files. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSelfSignedCertificate } from './arca-dev-certificate.ts';

export function createTestCertificate(cuit: string): { certFile: string; keyFile: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-arca-'));
  return { ...writeSelfSignedCertificate(dir, cuit), dir };
}
