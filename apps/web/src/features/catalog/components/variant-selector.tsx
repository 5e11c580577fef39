import { isOptionSoldOut, type SelectedVariants } from '@/lib/variants';
import type { Variant } from '../types';

type VariantSelectorProps = {
  variants: Variant[];
  selected: SelectedVariants;
  onChange: (variantName: string, optionName: string) => void;
};

/** One radio group per variant; options without stock are disabled and marked '(Agotado)'. */
export function VariantSelector({ variants, selected, onChange }: VariantSelectorProps) {
  return (
    <div className="flex flex-col gap-4">
      {variants
        .filter((variant) => variant.options.length > 0)
        .map((variant) => (
          <fieldset key={variant.id ?? variant.variant_name}>
            <legend className="mb-2 text-sm font-semibold text-stone-800">
              {variant.variant_name}
              {selected[variant.variant_name] && (
                <span className="font-normal text-stone-600">: {selected[variant.variant_name]}</span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {variant.options.map((option) => {
                const soldOut = isOptionSoldOut(option);
                const checked = selected[variant.variant_name] === option.name;
                return (
                  <label
                    key={option.id ?? option.name}
                    className={`relative inline-flex min-h-10 items-center rounded-lg border px-3.5 py-2 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                      soldOut
                        ? 'cursor-not-allowed border-dashed border-stone-300 bg-stone-50 text-stone-400'
                        : checked
                          ? 'cursor-pointer border-brand-700 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700'
                          : 'cursor-pointer border-stone-300 bg-white text-stone-800 hover:border-stone-500'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`variant-${variant.id ?? variant.variant_name}`}
                      value={option.name}
                      checked={checked}
                      disabled={soldOut}
                      onChange={() => onChange(variant.variant_name, option.name)}
                      className="sr-only"
                    />
                    {option.name}
                    {soldOut && <span className="ml-1">(Agotado)</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
    </div>
  );
}
