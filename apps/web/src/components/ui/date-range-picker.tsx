import { formatDate } from '@mayorista/shared/format';
import * as Popover from '@radix-ui/react-popover';
import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { toDateInput } from '@/lib/dates';

export type DatePeriod = 'day' | 'week' | 'month' | 'year';
export type DateRangeValue = { period: DatePeriod } | { period: 'custom'; start: string; end: string };

const PRESETS: { period: DatePeriod; label: string }[] = [
  { period: 'day', label: 'Hoy' },
  { period: 'week', label: 'Semana' },
  { period: 'month', label: 'Mes' },
  { period: 'year', label: 'Año' },
];

/** The dashboards' default custom range: from the first of the current month to today (backoffice §9). */
export function defaultCustomRange(today: Date = new Date()): { start: string; end: string } {
  return {
    start: toDateInput(new Date(today.getFullYear(), today.getMonth(), 1)),
    end: toDateInput(today),
  };
}

/** Both days set and the start not after the end (aaaa-mm-dd strings compare as dates). */
export function isValidRange(start: string, end: string): boolean {
  return Boolean(start && end && start <= end);
}

const dayText = (value: string) => formatDate(new Date(`${value}T00:00:00`));

type DateRangePickerProps = {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
};

/**
 * The period of a dashboard (backoffice §2.11, §2.12): Hoy, Semana, Mes, Año, or a custom range
 * chosen in a popover and applied only when both days are set and the start is not after the end.
 */
export function DateRangePicker({ value, onChange, label = 'Período' }: DateRangePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const initial = value.period === 'custom' ? value : defaultCustomRange();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const valid = isValidRange(start, end);
  const isCustom = value.period === 'custom';

  const buttonClass = (pressed: boolean) =>
    `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
      pressed ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-stone-100'
    }`;

  return (
    <fieldset
      aria-label={label}
      className="inline-flex flex-wrap items-center gap-1 rounded-lg border border-stone-200 bg-white p-1 shadow-sm"
    >
      {PRESETS.map((preset) => (
        <button
          key={preset.period}
          type="button"
          aria-pressed={value.period === preset.period}
          onClick={() => onChange({ period: preset.period })}
          className={buttonClass(value.period === preset.period)}
        >
          {preset.label}
        </button>
      ))}
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next && value.period === 'custom') {
            setStart(value.start);
            setEnd(value.end);
          }
        }}
      >
        <Popover.Trigger aria-pressed={isCustom} className={buttonClass(isCustom)}>
          <CalendarRange aria-hidden="true" className="size-4" />
          {isCustom ? `${dayText(value.start)} – ${dayText(value.end)}` : 'Personalizado'}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label="Rango personalizado"
            className="z-50 w-72 animate-fade-in rounded-xl border border-stone-200 bg-white p-4 shadow-lg"
          >
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!valid) return;
                onChange({ period: 'custom', start, end });
                setOpen(false);
              }}
              className="space-y-3"
            >
              <div>
                <label htmlFor={`${id}-start`} className="mb-1 block text-sm font-medium text-stone-800">
                  Desde
                </label>
                <input
                  id={`${id}-start`}
                  type="date"
                  value={start}
                  max={end || undefined}
                  onChange={(event) => setStart(event.target.value)}
                  className="form-input"
                />
              </div>
              <div>
                <label htmlFor={`${id}-end`} className="mb-1 block text-sm font-medium text-stone-800">
                  Hasta
                </label>
                <input
                  id={`${id}-end`}
                  type="date"
                  value={end}
                  min={start || undefined}
                  onChange={(event) => setEnd(event.target.value)}
                  className="form-input"
                />
              </div>
              <button type="submit" className="btn-primary w-full" disabled={!valid}>
                Aplicar
              </button>
            </form>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </fieldset>
  );
}
