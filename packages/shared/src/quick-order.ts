/**
 * Quick order by SKU (issue 29 item 1, decision 053): the one reading of what a buyer pastes or
 * uploads (pure; the web shows it live, the server decides), and the contract of
 * `POST /api/cart/quick-order/`.
 *
 * A line is read as a code and a quantity in the forms people use: `SKU 12`, `SKU;12`, `SKU,12`,
 * `SKU x12`, `SKU x 12`, `12 x SKU`, columns pasted from a spreadsheet (tab separated, SKU and
 * cantidad in any order when one of them is a number, a title row such as 'SKU\tcantidad' skipped
 * and, when it names both columns, used to find them). A line with only a code asks for 1 sale unit.
 * Blank lines are ignored; every other line gives one entry that keeps its line number and raw text.
 */
import { z } from 'zod';
import { safeText } from './text.ts';

export const QUICK_ORDER_MAX_LINES = 1000;
export const QUICK_ORDER_MAX_TEXT = 100_000;
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024;
export const QUICK_ORDER_MAX_SKU_LENGTH = 64;
/** What a line keeps of its raw text in the answer. */
export const QUICK_ORDER_RAW_LENGTH = 200;
export const QUICK_ORDER_MAX_SUGGESTIONS = 3;

export const QUICK_ORDER_MESSAGES = {
  empty: 'Pega al menos un código o sube un archivo',
  textTooLong: `El texto es demasiado largo (hasta ${QUICK_ORDER_MAX_TEXT.toLocaleString('es-AR')} caracteres)`,
  tooManyLines: `Se pueden revisar hasta ${QUICK_ORDER_MAX_LINES.toLocaleString('es-AR')} líneas por vez`,
  fileTooLarge: `El archivo es demasiado grande (hasta ${QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024} MB)`,
  textOrFile: 'Envía el texto o un archivo, no los dos',
  unreadable: 'No se pudo leer la línea: escribe el código y la cantidad (por ejemplo ABC-123 12)',
  noQuantity: 'No se encontró la cantidad en la línea',
  noSku: 'Falta el código',
  skuTooLong: `El código es demasiado largo (hasta ${QUICK_ORDER_MAX_SKU_LENGTH} caracteres)`,
  manyNumbers: 'Hay varias columnas con números: agrega una fila de títulos (SKU y cantidad)',
  notWhole: (text: string) => `La cantidad debe ser un número entero (${text})`,
  notPositive: 'La cantidad debe ser mayor que 0',
  ambiguous: (text: string) => `Cantidad ambigua (${text}): escribila sin separadores`,
  notANumber: (text: string) => `La cantidad no es un número (${text})`,
} as const;

/** One read line: a code and a quantity, or why it could not be read (`error`). */
export type QuickOrderEntry = {
  line: number;
  raw: string;
  sku: string | null;
  quantity: number | null;
  /** false when the line had only a code (quantity 1). */
  quantityGiven: boolean;
  error: string | null;
};

/** A cell as a spreadsheet reader gives it. */
export type QuickOrderCell = string | number | boolean | null | undefined;

// ---- Quantities ----

type QuantityReading = { ok: true; value: number } | { ok: false; reason: string };

const UNIT_SUFFIX = /\s*(?:u|un|uds?|unid|unids|unidades|unidad)\.?$/i;
/** Text that reads as a number (whole or not, with separators), a unit suffix allowed. */
const NUMBER_LIKE = /^[+-]?\d[\d.,]*$/;

const cleanNumberText = (text: string) =>
  text
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/[\s\u00a0]/g, ' ')
    .trim()
    .replace(UNIT_SUFFIX, '')
    .replace(/ /g, '');

/** Whether a cell holds a number (a quantity candidate), even one that is not a valid quantity. */
export function isNumberLike(cell: QuickOrderCell): boolean {
  if (typeof cell === 'number') return Number.isFinite(cell);
  if (typeof cell !== 'string') return false;
  return NUMBER_LIKE.test(cleanNumberText(cell));
}

/**
 * A quantity in the forms a spreadsheet or a person writes it: '12', '12,0' and '12.00' (12),
 * '1.000' and '1.000,00' (1000, es-AR thousands dots); '1,5' is not whole, '1,000' is ambiguous
 * (a thousand or one?), 0 and negatives are refused.
 */
export function parseQuantity(cell: QuickOrderCell): QuantityReading {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { ok: false, reason: QUICK_ORDER_MESSAGES.notANumber(String(cell)) };
    if (!Number.isInteger(cell))
      return { ok: false, reason: QUICK_ORDER_MESSAGES.notWhole(String(cell).replace('.', ',')) };
    if (cell <= 0) return { ok: false, reason: QUICK_ORDER_MESSAGES.notPositive };
    return { ok: true, value: cell };
  }
  const shown = String(cell ?? '').trim();
  const text = cleanNumberText(shown);
  if (!NUMBER_LIKE.test(text)) return { ok: false, reason: QUICK_ORDER_MESSAGES.notANumber(shown) };
  if (text.startsWith('-')) return { ok: false, reason: QUICK_ORDER_MESSAGES.notPositive };
  const unsigned = text.replace(/^\+/, '');
  let whole: string;
  let fraction = '';
  if (/^\d+$/.test(unsigned)) whole = unsigned;
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(unsigned)) {
    // es-AR: dots group thousands, a comma starts the decimals ('1.000', '1.000,00').
    [whole, fraction = ''] = unsigned.replace(/\./g, '').split(',');
  } else if (/^\d{1,3}(,\d{3})+$/.test(unsigned)) {
    // '1,000': a thousand (US spreadsheet) or one with three decimals (es-AR)? Not guessed.
    if (/^\d+,000$/.test(unsigned) || unsigned.split(',').length > 2)
      return { ok: false, reason: QUICK_ORDER_MESSAGES.ambiguous(shown) };
    return { ok: false, reason: QUICK_ORDER_MESSAGES.notWhole(shown) };
  } else if (/^\d+[.,]\d+$/.test(unsigned)) {
    [whole, fraction] = unsigned.split(/[.,]/);
  } else if (/^\d+[.,]$/.test(unsigned)) {
    whole = unsigned.slice(0, -1);
  } else return { ok: false, reason: QUICK_ORDER_MESSAGES.notANumber(shown) };
  if (/[1-9]/.test(fraction)) return { ok: false, reason: QUICK_ORDER_MESSAGES.notWhole(shown) };
  const value = Number(whole);
  if (!Number.isSafeInteger(value)) return { ok: false, reason: QUICK_ORDER_MESSAGES.notANumber(shown) };
  if (value <= 0) return { ok: false, reason: QUICK_ORDER_MESSAGES.notPositive };
  return { ok: true, value };
}

// ---- Codes ----

/**
 * A code as typed or exported: quotes, Excel's `="00123"` (kept leading zeros) and `'00123`
 * (forced text) are taken off; the code keeps its case (the server compares without it).
 */
export function cleanSku(cell: QuickOrderCell): string {
  let text = String(cell ?? '')
    .replace(/\u00a0/g, ' ')
    .trim();
  const formula = /^="(.*)"$/.exec(text);
  if (formula) text = formula[1];
  text = text.replace(/^"(.*)"$/, '$1').replace(/^'/, '');
  return text.trim();
}

// ---- Title rows ----

const normalizeTitle = (cell: QuickOrderCell) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/["'.:]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();

const SKU_TITLES = new Set([
  'sku',
  'codigo',
  'cod',
  'code',
  'codigo producto',
  'codigo de producto',
  'cod producto',
  'codigo articulo',
  'articulo',
  'art',
  'referencia',
  'ref',
  'item',
]);
const QUANTITY_TITLES = new Set([
  'cantidad',
  'cant',
  'cantidades',
  'qty',
  'quantity',
  'unidades',
  'uds',
  'bultos',
  'pedido',
]);

type Columns = { sku: number; quantity: number } | null;

/** A title row: it names a code or quantity column and holds no number. */
function isTitleRow(filled: string[]): boolean {
  const words = filled.length === 1 ? filled[0].split(/\s+/) : filled;
  const titles = words.map(normalizeTitle);
  const named = titles.some((title) => SKU_TITLES.has(title) || QUANTITY_TITLES.has(title));
  return named && !words.some(isNumberLike);
}

/** Where a title row puts the code and the quantity (blank cells count); null unless it names both. */
function titleColumns(cells: QuickOrderCell[]): Columns {
  const titles = cells.map(normalizeTitle);
  const sku = titles.findIndex((title) => SKU_TITLES.has(title));
  const quantity = titles.findIndex((title) => QUANTITY_TITLES.has(title));
  return sku >= 0 && quantity >= 0 ? { sku, quantity } : null;
}

// ---- Lines ----

const SKU_TOKEN = String.raw`(\S+)`;
const NUMBER_TOKEN = String.raw`([+-]?\d[\d.,]*(?:\s*(?:u|un|uds?|unid|unids|unidades|unidad)\.?)?)`;
const TIMES = '[xX×*]';
/** The forms of a line in one cell, in the order they are tried: [pattern, sku group, quantity group]. */
const ONE_CELL_FORMS: [RegExp, number, number][] = [
  [new RegExp(`^${SKU_TOKEN}\\s+${TIMES}\\s*${NUMBER_TOKEN}$`, 'i'), 1, 2],
  [new RegExp(`^${NUMBER_TOKEN}\\s*${TIMES}\\s+${SKU_TOKEN}$`, 'i'), 2, 1],
  [new RegExp(`^${NUMBER_TOKEN}\\s+${TIMES}\\s*${SKU_TOKEN}$`, 'i'), 2, 1],
  [new RegExp(`^${SKU_TOKEN}\\s+${NUMBER_TOKEN}$`, 'i'), 1, 2],
  [new RegExp(`^${NUMBER_TOKEN}\\s+${SKU_TOKEN}$`, 'i'), 2, 1],
];

const singleSpaces = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** A line written in one cell as a code and a quantity ('ABC 12', 'ABC x 12', '12 x ABC'). */
function matchForm(text: string): { sku: string; quantity: string } | null {
  const line = singleSpaces(text);
  for (const [pattern, skuGroup, quantityGroup] of ONE_CELL_FORMS) {
    const match = pattern.exec(line);
    if (!match) continue;
    // '12 ABC' only when ABC is not a number itself ('7790001 12' is code then quantity).
    if (quantityGroup === 1 && !/[xX×*]/.test(line) && isNumberLike(match[skuGroup])) continue;
    return { sku: match[skuGroup], quantity: match[quantityGroup] };
  }
  return null;
}

/** Splits a line on a separator, keeping quoted cells whole ('"ABC;1";"12,0"'); "" is a quote. */
export function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * The cells of a pasted line: tab columns, else `;`, else `,` unless every comma sits between two
 * digits and the line reads as a one-cell form ('ABC 1,5' keeps its decimal comma to be refused).
 */
function lineCells(line: string): string[] {
  if (line.includes('\t')) return splitCells(line, '\t');
  if (line.includes(';')) return splitCells(line, ';');
  if (!line.includes(',')) return [line];
  const decimalCommasOnly = !/[^\d],|,[^\d]|^,|,$/.test(line);
  if (decimalCommasOnly && matchForm(line)) return [line];
  return splitCells(line, ',');
}

const entryError = (line: number, raw: string, sku: string | null, error: string): QuickOrderEntry => ({
  line,
  raw,
  sku,
  quantity: null,
  quantityGiven: true,
  error,
});

function entryOf(
  line: number,
  raw: string,
  sku: string,
  quantityCell: QuickOrderCell | null,
): QuickOrderEntry {
  const code = cleanSku(sku);
  if (!code) return entryError(line, raw, null, QUICK_ORDER_MESSAGES.noSku);
  if (code.length > QUICK_ORDER_MAX_SKU_LENGTH || /\s/.test(code))
    return entryError(
      line,
      raw,
      code.slice(0, QUICK_ORDER_MAX_SKU_LENGTH),
      /\s/.test(code) ? QUICK_ORDER_MESSAGES.unreadable : QUICK_ORDER_MESSAGES.skuTooLong,
    );
  if (quantityCell == null || (typeof quantityCell === 'string' && quantityCell.trim() === ''))
    return { line, raw, sku: code, quantity: 1, quantityGiven: false, error: null };
  const quantity = parseQuantity(quantityCell);
  if (!quantity.ok) return entryError(line, raw, code, quantity.reason);
  return { line, raw, sku: code, quantity: quantity.value, quantityGiven: true, error: null };
}

const isBlank = (cell: QuickOrderCell) => cell == null || String(cell).trim() === '';

/** One row of cells (a pasted line or a spreadsheet row) without title columns. */
function readCells(line: number, raw: string, cells: QuickOrderCell[]): QuickOrderEntry {
  const filled = cells.filter((cell) => !isBlank(cell));
  if (filled.length === 1) {
    const only = filled[0];
    if (typeof only !== 'string') return entryOf(line, raw, String(only), null);
    const match = matchForm(only);
    if (match) return entryOf(line, raw, match.sku, match.quantity);
    if (/\s/.test(singleSpaces(only))) return entryError(line, raw, null, QUICK_ORDER_MESSAGES.unreadable);
    return entryOf(line, raw, only, null);
  }
  const numbers = filled.filter(isNumberLike);
  if (filled.length === 2) {
    const [first, second] = filled;
    if (numbers.length === 0) return entryError(line, raw, cleanSku(first), QUICK_ORDER_MESSAGES.noQuantity);
    // Both numbers: code first, quantity second (a numeric code such as an EAN).
    if (numbers.length === 2 || isNumberLike(second)) return entryOf(line, raw, String(first), second);
    return entryOf(line, raw, String(second), first);
  }
  // Three or more columns (code, description, quantity...): the first text column is the code and
  // the one number among the rest is the quantity.
  const skuCell = filled.find((cell) => !isNumberLike(cell)) ?? filled[0];
  const others = numbers.filter((cell) => cell !== skuCell);
  if (others.length === 0) return entryError(line, raw, cleanSku(skuCell), QUICK_ORDER_MESSAGES.noQuantity);
  if (others.length > 1) return entryError(line, raw, cleanSku(skuCell), QUICK_ORDER_MESSAGES.manyNumbers);
  return entryOf(line, raw, String(skuCell), others[0]);
}

const rawOf = (text: string) => text.trim().slice(0, QUICK_ORDER_RAW_LENGTH);

/** Rows of cells with their line numbers: the first filled row may be titles (skipped). */
function readRows(rows: { line: number; raw: string; cells: QuickOrderCell[] }[]): QuickOrderEntry[] {
  const entries: QuickOrderEntry[] = [];
  let columns: Columns = null;
  let first = true;
  for (const { line, raw, cells } of rows) {
    if (cells.every(isBlank)) continue;
    if (first) {
      first = false;
      if (isTitleRow(cells.filter((cell) => !isBlank(cell)).map((cell) => String(cell).trim()))) {
        columns = titleColumns(cells);
        continue;
      }
    }
    if (columns) {
      const sku = cells[columns.sku];
      const quantity = cells[columns.quantity];
      entries.push(
        isBlank(sku)
          ? entryError(line, raw, null, QUICK_ORDER_MESSAGES.noSku)
          : entryOf(line, raw, String(sku), quantity ?? null),
      );
    } else entries.push(readCells(line, raw, cells));
  }
  return entries;
}

/** Pasted text: a BOM, \r\n or \r line ends and blank lines are fine. */
export function parseQuickOrderText(text: string): QuickOrderEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  return readRows(
    lines.map((line, index) => ({ line: index + 1, raw: rawOf(line), cells: lineCells(line) })),
  );
}

/** A spreadsheet's rows (CSV or XLSX read into cells), the first row number 1. */
export function parseQuickOrderTable(table: QuickOrderCell[][]): QuickOrderEntry[] {
  return readRows(
    table.map((cells, index) => {
      const shown = cells.map((cell) => (cell == null ? '' : String(cell).trim()));
      while (shown.length > 0 && shown.at(-1) === '') shown.pop();
      return { line: index + 1, raw: rawOf(shown.join(';')), cells };
    }),
  );
}

// ---- The contract of POST /api/cart/quick-order/ ----

export const QuickOrderTextInputSchema = z.object({
  text: safeText()
    .max(QUICK_ORDER_MAX_TEXT, { message: QUICK_ORDER_MESSAGES.textTooLong })
    .refine((text) => text.trim() !== '', { message: QUICK_ORDER_MESSAGES.empty }),
});
export type QuickOrderTextInput = z.infer<typeof QuickOrderTextInputSchema>;

export const QUICK_ORDER_STATUSES = ['ok', 'not_found', 'not_available', 'short_stock', 'invalid'] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

export const QUICK_ORDER_STATUS_LABELS: Readonly<Record<QuickOrderStatus, string>> = {
  ok: 'Listo',
  not_found: 'Código no encontrado',
  not_available: 'No disponible',
  short_stock: 'Stock insuficiente',
  invalid: 'Línea con error',
};

export const QuickOrderSuggestionSchema = z.object({
  sku: z.string().describe('El código que reemplaza al escrito'),
  name: z.string().describe('Producto (y opción) de ese código'),
});
export type QuickOrderSuggestion = z.infer<typeof QuickOrderSuggestionSchema>;

export const QuickOrderRowSchema = z.object({
  line: z.number().describe('Número de línea (o fila del archivo)'),
  raw: z.string().describe('El texto de la línea, tal como llegó'),
  sku: z.string().nullable(),
  product: z
    .object({
      id: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      unit_label: z.string().describe("Unidad de venta, p. ej. 'Caja x 12'"),
      sale_unit: z.string(),
      units_per_pack: z.number(),
      min_quantity: z.number(),
      quantity_step: z.number(),
    })
    .nullable(),
  option: z.object({ id: z.number(), name: z.string() }).nullable(),
  variants: z
    .record(z.string(), z.string())
    .nullable()
    .describe('La elección de opciones para el carrito (grupo -> opción); null sin variantes'),
  variant_display: z.string(),
  requested_quantity: z
    .number()
    .nullable()
    .describe('La cantidad escrita (1 si la línea solo trae el código)'),
  quantity: z.number().nullable().describe('La cantidad llevada al mínimo y a los múltiplos del producto'),
  adjusted: z.boolean(),
  note: z.string().nullable().describe('Qué se ajustó, en castellano'),
  available: z
    .number()
    .nullable()
    .describe('Stock disponible de la combinación (como en la cotización del carrito); null sin producto'),
  price: z.number().nullable().describe('Precio unitario sin descuento, con la lista del comprador'),
  discount: z.number().nullable(),
  unit_price: z.number().nullable().describe('Precio unitario final (lista, escalón y descuento)'),
  subtotal: z.number().nullable(),
  tier_min_quantity: z.number().nullable(),
  status: z.enum(QUICK_ORDER_STATUSES),
  reason: z.string().nullable().describe('Por qué la línea no se puede agregar'),
  suggestions: z.array(QuickOrderSuggestionSchema),
});
export type QuickOrderRow = z.infer<typeof QuickOrderRowSchema>;

export const QuickOrderResultSchema = z.object({
  rows: z.array(QuickOrderRowSchema),
  counts: z.record(z.enum(QUICK_ORDER_STATUSES), z.number()),
  total: z.number().describe('Suma de los subtotales de las líneas listas (ok)'),
  price_list: z.object({ id: z.number(), name: z.string() }),
});
export type QuickOrderResult = z.infer<typeof QuickOrderResultSchema>;
