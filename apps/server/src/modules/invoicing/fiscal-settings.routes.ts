import { errorResponses } from '@mayorista/shared/api';
import { FiscalSettingsFormSchema, FiscalSettingsSchema } from '@mayorista/shared/fiscal-settings';
import type { AppInstance } from '../../app-instance.ts';
import {
  getFiscalSettings,
  isCertificateConfigured,
  toFiscalSettings,
  updateFiscalSettings,
} from './fiscal-settings.service.ts';

const tags = ['facturación'];

/** 'Datos fiscales' of /configuracion/store (issue 31 item 1, decision 055). */
export async function fiscalSettingsRoutes(app: AppInstance) {
  // Read on each call: a certificate put in place while the server runs counts at once.
  const certificate = () => isCertificateConfigured({ cert: app.config.arcaCert, key: app.config.arcaKey });

  app.get(
    '/fiscal-settings/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Datos fiscales de la tienda',
        description:
          'CUIT, razón social, condición frente al IVA, ingresos brutos, inicio de actividades, punto de ' +
          'venta, ambiente de ARCA y facturación automática. certificate_configured dice si existen los ' +
          'archivos de ARCA_CERT y ARCA_KEY (nunca sus rutas ni su contenido).',
        response: { 200: FiscalSettingsSchema, ...errorResponses },
      },
    },
    async () => toFiscalSettings(await getFiscalSettings(app.db), certificate()),
  );

  app.put(
    '/fiscal-settings/',
    {
      // Nothing kept in memory reads them: every invoice reads the row in its own transaction.
      config: { role: 'staff', changes: [] },
      schema: {
        tags,
        summary: 'Guarda los datos fiscales de la tienda',
        description: 'El CUIT se valida con su dígito verificador (400 "CUIT inválido").',
        body: FiscalSettingsFormSchema,
        response: { 200: FiscalSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateFiscalSettings(app.db, request.body, request.viewer?.userId ?? null, certificate()),
  );
}
