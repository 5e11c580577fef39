/**
 * The stock alerts feature's public surface (decision 048): 'Avisarme cuando haya stock' on the
 * product page (issue 29 item 6, decision 053).
 */
export { StockAlertButton } from './components/stock-alert-button';
export { StockAlertsList } from './components/stock-alerts-list';
