/**
 * `npm run dev:arca` (scripts/dev-arca.mjs): the local double of ARCA (WSAA + WSFEv1 SOAP) on loopback,
 * its vouchers kept in DATA_DIR/arca-double.json across restarts, and a self-signed certificate in
 * DATA_DIR/arca-dev/ for the store to log in with (the double takes any certificate whose CMS
 * signature checks). Port: ARCA_DOUBLE_PORT (3004). Prints the store's command.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeSelfSignedCertificate } from './arca-dev-certificate.ts';
import { startSoapDouble } from './arca-soap-double.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const port = Number(process.env.ARCA_DOUBLE_PORT ?? 3004);
const certDir = path.join(dataDir, 'arca-dev');
const certFile = path.join(certDir, 'cert.pem');
const keyFile = path.join(certDir, 'key.pem');
/** The CUIT the certificate names: the store's Datos fiscales must carry the same one (else ARCA's 601). */
const cuit = process.env.ARCA_DEV_CUIT ?? '30712345671';
if (!existsSync(certFile) || !existsSync(keyFile)) writeSelfSignedCertificate(certDir, cuit);

const double = await startSoapDouble({ port, stateFile: path.join(dataDir, 'arca-double.json') });
console.log(
  `ARCA de prueba (WSAA y WSFEv1) en ${double.url}\n` +
    'Para que la tienda emita contra este doble con el cliente real:\n' +
    `  ARCA_CERT=${certFile} ARCA_KEY=${keyFile} \\\n` +
    `  ARCA_WSAA_URL=${double.wsaaUrl} ARCA_WSFE_URL=${double.wsfeUrl} npm start\n` +
    `En Configuración > Datos fiscales, el CUIT de la tienda debe ser ${cuit} (el del certificado de prueba).\n` +
    `Fallas para las próximas llamadas: curl -X POST ${double.url}/__double/faults -d '[{"kind":"timeout_after_send"}]'`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void double.close().then(() => process.exit(0));
  });
