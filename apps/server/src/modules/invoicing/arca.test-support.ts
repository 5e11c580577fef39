/** Test certificates for the ARCA client: a key pair and a self-signed certificate naming the CUIT, as files. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export function createTestCertificate(cuit: string): { certFile: string; keyFile: string; dir: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: 'mayorista-test' },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mayorista-arca-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, forge.pki.certificateToPem(certificate));
  writeFileSync(keyFile, keyPem, { mode: 0o600 });
  return { certFile, keyFile, dir };
}
