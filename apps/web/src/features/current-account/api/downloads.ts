import { downloadApiFile } from '@/lib/download';
import { ACCOUNT_TEXTS, receiptFileName, statementFileName } from '../lib/current-account';

/** GET /api/me/account/statement/?from&to&format=pdf|xlsx: the statement of a period, saved as a file. */
export const downloadStatement = ({
  from,
  to,
  format,
}: {
  from: string;
  to: string;
  format: 'pdf' | 'xlsx';
}) =>
  downloadApiFile(
    '/me/account/statement/',
    { from, to, format },
    { fallbackName: statementFileName(from, to, format), errorMessage: ACCOUNT_TEXTS.statementFailed },
  );

/** GET /api/receipts/{id}/pdf/ (its buyer may read it): the receipt's PDF. */
export const downloadReceiptPdf = ({ id, title }: { id: number; title: string }) =>
  downloadApiFile(
    `/receipts/${id}/pdf/`,
    {},
    { fallbackName: receiptFileName(title), errorMessage: ACCOUNT_TEXTS.pdfFailed },
  );
