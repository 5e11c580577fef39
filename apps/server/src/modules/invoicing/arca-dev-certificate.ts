/**
 * A self-signed certificate naming a CUIT, with its key, as files: what `npm run dev:arca` and the
 * tests log in to the local double with. ARCA itself accepts only certificates it signed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

export function writeSelfSignedCertificate(dir: string, cuit: string): { certFile: string; keyFile: string } {
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
    { name: 'commonName', value: 'mayorista-prueba' },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  mkdirSync(dir, { recursive: true });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  writeFileSync(certFile, forge.pki.certificateToPem(certificate));
  writeFileSync(keyFile, keyPem, { mode: 0o600 });
  return { certFile, keyFile };
}
