import { useId } from 'react';

type Props = {
  checked: boolean;
  busy: boolean;
  rateType: string;
  options: { value: string; label: string }[];
  onChange: (next: { is_auto_update: boolean; rate_type: string }) => void;
};

/** The hourly update: a switch and the rate type it follows. */
export function AutoUpdateSwitch({ checked, busy, rateType, options, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={`${id}-label`} className="font-medium text-stone-900">
            Actualizar cada hora
          </p>
          <p className="text-sm text-stone-600">
            {checked
              ? 'Activada: se toma el valor de venta del servicio.'
              : 'Desactivada: la cotización no cambia sola.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          disabled={busy}
          onClick={() => onChange({ is_auto_update: !checked, rate_type: rateType })}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:opacity-60 ${
            checked ? 'bg-brand-700' : 'bg-stone-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              checked ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-stone-800">
          Cotización a seguir
        </label>
        <select
          id={`${id}-type`}
          className="form-input"
          value={rateType}
          disabled={busy}
          onChange={(event) => onChange({ is_auto_update: checked, rate_type: event.target.value })}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
