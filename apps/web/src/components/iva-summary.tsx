import { formatAmount2 } from '@mayorista/shared/format';
import type { IvaContained } from '@mayorista/shared/iva-contained';
import { ivaRateLabel } from '@mayorista/shared/tax-profile';

/**
 * The IVA a total contains (issue 31; prices stay IVA included): every buyer sees 'IVA contenido';
 * a Responsable Inscripto, who computes it as a credit, also the net and the IVA of each rate. With
 * cents, as the invoice will print them (the other amounts of the screens are whole pesos).
 */
export function IvaSummary({ iva, detailed }: { iva: IvaContained; detailed: boolean }) {
  const row = (label: string, amount: number) => (
    <div key={label} className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatAmount2(amount)}</dd>
    </div>
  );
  return (
    <dl aria-label="IVA incluido en el total" className="flex flex-col gap-1 text-sm text-stone-600">
      {row('IVA contenido', iva.iva)}
      {detailed ? (
        <div className="flex flex-col gap-1 border-l-2 border-stone-200 pl-3 text-xs">
          {row('Neto gravado', iva.net)}
          {iva.by_rate
            .filter((rate) => rate.rate > 0)
            .map((rate) => row(`IVA ${ivaRateLabel(rate.rate)}`, rate.iva))}
        </div>
      ) : null}
    </dl>
  );
}
