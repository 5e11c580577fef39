import { formatAmount2 } from '@mayorista/shared/format';
import type { IvaContained } from '@mayorista/shared/iva-contained';
import { ivaRateLabel } from '@mayorista/shared/tax-profile';

/**
 * The IVA a total contains (issue 31; prices stay IVA included): every buyer sees 'IVA contenido';
 * a Responsable Inscripto, who computes it as a credit, also the net and the IVA of each rate. With
 * cents, as the invoice will print them (the other amounts of the screens are whole pesos).
 */
export function IvaSummary({ iva, detailed }: { iva: IvaContained; detailed: boolean }) {
  // Each row a direct child of the list (axe definition-list); the detail indented under the total.
  const row = (label: string, amount: number, detail = false) => (
    <div
      key={label}
      className={`flex justify-between gap-3${detail ? ' border-l-2 border-stone-200 pl-3 text-xs' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatAmount2(amount)}</dd>
    </div>
  );
  return (
    <dl aria-label="IVA incluido en el total" className="flex flex-col gap-1 text-sm text-stone-600">
      {row('IVA contenido', iva.iva)}
      {detailed ? row('Neto gravado', iva.net, true) : null}
      {detailed
        ? iva.by_rate
            .filter((rate) => rate.rate > 0)
            .map((rate) => row(`IVA ${ivaRateLabel(rate.rate)}`, rate.iva, true))
        : null}
    </dl>
  );
}
