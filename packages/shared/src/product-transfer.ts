/**
 * Product import and export by SKU (issue 9, decision 021): the columns of the file, the export
 * query, the dry-run report and the progress lines of the apply call.
 */
import { z } from 'zod';
import { ProductListQuerySchema } from './catalog.ts';

/** The file's columns, in order (Spanish headers, also the export's). */
export const TRANSFER_COLUMNS = [
  'sku',
  'nombre',
  'marca',
  'categoria',
  'precio',
  'precio_ars',
  'precio_costo',
  'moneda',
  'descuento',
  'iva',
  'stock',
  'disponible',
  'unidad_venta',
  'unidades_por_envase',
  'cantidad_minima',
  'multiplo_venta',
  'escalones',
] as const;
export type TransferColumn = (typeof TRANSFER_COLUMNS)[number];

/** Other names a header may have (as normalized): 'IVA %' as the screens call the rate. */
export const TRANSFER_COLUMN_ALIASES: Readonly<Record<string, TransferColumn>> = {
  'iva_%': 'iva',
  alicuota_iva: 'iva',
};

/** What each column holds, for the screen and the API documentation. */
export const TRANSFER_COLUMN_HELP: Record<TransferColumn, string> = {
  sku: 'Obligatorio. Identifica el producto: si existe se modifica, si no se crea.',
  nombre: 'Obligatorio para productos nuevos.',
  marca: 'Nombre de la marca; si no existe se crea. Vacío: sin marca.',
  categoria: "Nombre o ruta 'Padre > Hijo'. Obligatoria para productos nuevos; debe existir.",
  precio:
    'Número mayor o igual a 0, hasta 2 decimales (1234,56 o 1234.56). Obligatorio para productos nuevos.',
  precio_ars:
    'Precio fijo en pesos (sobre todo de un producto en USD): mientras tiene uno se vende a ese precio y no se usa la cotización del dólar. Vacío: sin precio fijo.',
  precio_costo: 'Como el precio. Vacío: sin precio de costo.',
  moneda: 'ARS o USD (vacío: ARS en productos nuevos).',
  descuento: 'Porcentaje de 0 a 100.',
  iva: "Alícuota de IVA que el precio ya incluye: 21, 10,5, 27 o 0 (vacío: 21 en productos nuevos). También 'IVA %'.",
  stock: 'Entero mayor o igual a 0. Vacío en productos con variantes (su stock es el de sus opciones).',
  disponible: 'si o no (también true/false, 1/0). Visible en la tienda.',
  unidad_venta: 'unidad, pack, caja, display o bulto (vacío: unidad en productos nuevos).',
  unidades_por_envase: "Entero de 1 o más: lo que trae la unidad de venta ('Caja x 12').",
  cantidad_minima: 'Entero de 1 o más, múltiplo de multiplo_venta: la menor cantidad que se vende.',
  multiplo_venta: 'Entero de 1 o más: las cantidades se piden de a este múltiplo.',
  escalones:
    "Descuentos por cantidad separados por ';', cada uno cantidad:descuento ('12:5;24:7,5' = desde 12, 5 %; " +
    "desde 24, 7,5 %), para toda opción y lista. Solo una opción: agrega #SKU de la opción ('12:5#MAC-ROJO'); " +
    "solo una lista: agrega @nombre de la lista ('24:8@Kiosco'). Vacío: sin escalones; sin la columna no se tocan.",
};

/** The template's example row (the screen offers it as a CSV to download). */
export const TEMPLATE_EXAMPLE: Record<TransferColumn, string> = {
  sku: 'SUS-EJEMPLO-001',
  nombre: 'Sustrato de ejemplo 25 L',
  marca: 'Mi marca',
  categoria: 'CULTIVO > Sustratos',
  precio: '12500,50',
  precio_ars: '',
  precio_costo: '8000',
  moneda: 'ARS',
  descuento: '0',
  iva: '21',
  stock: '10',
  disponible: 'si',
  unidad_venta: 'caja',
  unidades_por_envase: '12',
  cantidad_minima: '1',
  multiplo_venta: '1',
  escalones: '10:5',
};

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** Columns a row may reach (ours are 17; extra ones are ignored, up to this many). */
export const MAX_IMPORT_COLUMNS = 30;
/** Cells of a file, all rows together (20,000 rows of our 17 columns are 340,000). */
export const MAX_IMPORT_CELLS = 400_000;
/** Characters of one cell: Excel's own limit. */
export const MAX_IMPORT_CELL_LENGTH = 32_767;
/** What an XLSX may unpack to, all its parts together (20,000 rows of 10 columns take 5-10 MB). */
export const MAX_XLSX_UNZIPPED_BYTES = 20 * 1024 * 1024;
/** Characters of a cell an answer repeats (a SKU, a category, a column name); longer ones end in '…'. */
export const IMPORT_EXCERPT_LENGTH = 80;
/** The CSV export's separator: es-AR Excel opens `;` files in columns (the import reads `;` and `,`). */
export const CSV_DELIMITER = ';';

export const IMPORT_MESSAGES = {
  fileRequired: 'Selecciona un archivo CSV o Excel (.xlsx).',
  fileNotValid: 'El archivo no es un CSV ni un Excel (.xlsx) válido.',
  fileTooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
  tooManyRows: `El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-AR')} filas.`,
  tooManyColumns: `El archivo tiene más de ${MAX_IMPORT_COLUMNS} columnas.`,
  tooManyCells: `El archivo tiene más de ${MAX_IMPORT_CELLS.toLocaleString('es-AR')} celdas: deja solo las columnas de la importación.`,
  cellTooLong: `Una celda del archivo tiene más de ${MAX_IMPORT_CELL_LENGTH.toLocaleString('es-AR')} caracteres.`,
  unzippedTooLarge: `El archivo Excel descomprimido supera los ${MAX_XLSX_UNZIPPED_BYTES / 1024 / 1024} MB: guárdalo de nuevo solo con la hoja de productos.`,
  noRows: 'El archivo no tiene filas de productos.',
  skuColumnMissing: "Falta la columna 'sku' en la primera fila.",
  columnRepeated: (column: string) => `La columna '${column}' está repetida.`,
  skuTakenMeanwhile:
    'Mientras se importaba, otro cambio guardó uno de estos SKU. No se guardó nada: revisa el archivo de nuevo.',
  hasErrors: (rows: number) =>
    `El archivo tiene ${rows} ${rows === 1 ? 'fila' : 'filas'} con errores: corrígelas y revísalo de nuevo antes de aplicar.`,
} as const;

/** Messages of a row's cell (the screen shows 'Fila 7, precio: <message>'). */
export const CELL_MESSAGES = {
  required: 'es obligatorio',
  requiredForNew: 'es obligatorio para un producto nuevo',
  tooLong: (max: number) => `no puede tener más de ${max} caracteres`,
  text: 'contiene caracteres no permitidos',
  amount: 'debe ser un número mayor o igual a 0',
  decimals: 'admite hasta 2 decimales',
  tooLarge: 'es demasiado grande',
  discount: 'debe ser un número entre 0 y 100',
  ivaRate: 'debe ser 21, 10,5, 27 o 0',
  stock: 'debe ser un número entero mayor o igual a 0',
  stockWithVariants: 'el producto tiene variantes: su stock es el de sus opciones (deja la celda vacía)',
  currency: 'debe ser ARS o USD',
  available: 'debe ser si o no',
  saleUnit: 'debe ser unidad, pack, caja, display o bulto',
  wholeFromOne: 'debe ser un número entero de 1 o más',
  minNotMultiple: 'debe ser múltiplo de multiplo_venta',
  tier: (entry: string) =>
    `'${entry}' no es un escalón: escribe cantidad:descuento, por ejemplo 12:5 (desde 12 unidades, 5 %)`,
  tierQuantity: (entry: string) => `'${entry}': la cantidad debe ser un entero de 2 o más`,
  tierDiscount: (entry: string) =>
    `'${entry}': el descuento debe ser mayor a 0 y menor a 100, hasta 2 decimales`,
  tierRepeated: (entry: string) => `'${entry}' repite la cantidad de otro escalón de la misma opción y lista`,
  tierOption: (entry: string) => `'${entry}': el producto no tiene esa opción (escribe el SKU de la opción)`,
  tierList: (entry: string) => `'${entry}': no existe esa lista de precios`,
  tooManyTiers: (max: number) => `admite hasta ${max} escalones`,
  skuRepeated: (row: number) => `está repetido (ya aparece en la fila ${row})`,
  skuOfOption: (product: string) =>
    `es el SKU de una opción de variante de '${product}'; la importación trabaja con productos`,
  categoryUnknown: (name: string) => `no existe la categoría '${name}'`,
  categoryAmbiguous: (name: string) =>
    `hay varias categorías '${name}': escribe la ruta completa, por ejemplo 'Padre > ${name}'`,
} as const;

/** 'Fila 7, precio: debe ser un número mayor o igual a 0'. */
export const cellErrorText = (row: number, error: { column: string; message: string }) =>
  `Fila ${row}, ${error.column}: ${error.message}`;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'Debe ser true o false' })
  .transform((value) => value === 'true' || value === '1');

/** GET /api/products/export/: the staff list's filters plus the format. */
export const ProductExportQuerySchema = ProductListQuerySchema.omit({
  page: true,
  page_size: true,
  sort_by: true,
}).extend({
  format: z.enum(['csv', 'xlsx'], { message: 'format debe ser csv o xlsx' }).default('csv'),
});
export type ProductExportQuery = z.infer<typeof ProductExportQuerySchema>;

/** POST /api/products/import/: `dry_run=true` only reports; without it the file is applied. */
export const ProductImportQuerySchema = z.object({ dry_run: queryBoolean.optional() });

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

// The null on one branch: OpenAPI 3.0 has no null type, and `nullable` needs a `type` beside it.
const CellValueSchema = z.union([z.string().nullable(), z.number(), z.boolean()]);
export type CellValue = z.infer<typeof CellValueSchema>;

export const ImportCellErrorSchema = z.object({ column: z.string(), message: z.string() });
export type ImportCellError = z.infer<typeof ImportCellErrorSchema>;

export const ImportRowSchema = z.object({
  row: z.number().describe('Número de fila en la planilla (la fila 1 son los encabezados)'),
  sku: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  changes: z
    .record(z.string(), z.tuple([CellValueSchema, CellValueSchema]))
    .describe('Por columna: [valor actual, valor del archivo]; en un producto nuevo el actual es null'),
  errors: z.array(ImportCellErrorSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportSummarySchema = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  error: z.number(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const ImportResultSchema = z.object({
  summary: ImportSummarySchema,
  new_brands: z.array(z.string()).describe('Marcas que la importación crea'),
  ignored_columns: z.array(z.string()).describe('Columnas del archivo que no se importan'),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The dry run's answer: the summary and every row's outcome. */
export const ImportReportSchema = ImportResultSchema.extend({ rows: z.array(ImportRowSchema) });
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** One line of the apply call's NDJSON answer. */
export type ImportProgressLine =
  | { phase: 'validating' | 'writing'; done: number; total: number }
  | { result: ImportResult }
  | { error: { detail: string } };
