import { CSV_DELIMITER, TEMPLATE_EXAMPLE, TRANSFER_COLUMNS } from '@mayorista/shared/product-transfer';

export const TEMPLATE_FILENAME = 'plantilla-productos.csv';

/** The import template: the export's headers and one example row, as the export writes a CSV (BOM, ';'). */
export function templateCsv(): string {
  const header = TRANSFER_COLUMNS.join(CSV_DELIMITER);
  const example = TRANSFER_COLUMNS.map((column) => TEMPLATE_EXAMPLE[column]).join(CSV_DELIMITER);
  return `\uFEFF${header}\r\n${example}\r\n`;
}
