/**
 * The price list as XLSX, streamed with exceljs' WorkbookWriter: each page of rows is written and
 * committed as it comes, so the workbook is never held whole in memory.
 */
import type { Writable } from 'node:stream';
import { PRICE_LIST_FILE_COLUMNS } from '@mayorista/shared/price-list-file';
import ExcelJS from 'exceljs';
import type { PriceListFile } from './price-list-file.service.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Pesos with two decimals; Excel shows the separators of the reader's locale. */
const MONEY_FORMAT = '"$ "#,##0.00';
const WIDTHS = [16, 46, 22, 18, 32, 14, 14, 44, 12];
const PRICE_COLUMN = PRICE_LIST_FILE_COLUMNS.indexOf('Precio') + 1;
/** The rows above the table: store, list, date (and filters), a blank one. */
const HEADER_ROWS = 4;

export async function writePriceListXlsx(file: PriceListFile, stream: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = file.header.storeName;
  const sheet = workbook.addWorksheet('Lista de precios', {
    views: [{ state: 'frozen', ySplit: HEADER_ROWS + 1 }],
  });

  sheet.columns = WIDTHS.map((width) => ({ width }));
  const { header } = file;
  sheet.addRow([header.storeName]).font = { bold: true, size: 14 };
  sheet.addRow([`Lista de precios: ${header.listName}`]).font = { bold: true };
  sheet.addRow([`Fecha: ${header.dateLabel}${header.filters ? ` · ${header.filters}` : ''}`]);
  sheet.addRow([]);
  const titles = sheet.addRow([...PRICE_LIST_FILE_COLUMNS]);
  titles.font = { bold: true };
  titles.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  titles.commit();
  let written = 0;
  for await (const rows of file.pages()) {
    // The caller went away (a closed download): stop reading and writing.
    if (stream.destroyed) return;
    for (const row of rows) {
      const added = sheet.addRow([
        row.sku,
        row.product,
        row.option,
        row.brand,
        row.category,
        row.unit,
        row.price,
        row.tiers,
        row.stock,
      ]);
      added.getCell(PRICE_COLUMN).numFmt = MONEY_FORMAT;
      added.commit();
      written += 1;
    }
  }
  // Excel's filter buttons on the titles, over every row (written when the sheet is committed).
  sheet.autoFilter = {
    from: { row: HEADER_ROWS + 1, column: 1 },
    to: { row: HEADER_ROWS + 1 + written, column: PRICE_LIST_FILE_COLUMNS.length },
  };
  sheet.commit();
  await workbook.commit();
}
