import { BUSINESS_TYPES, CUSTOMER_FIELDS } from '@mayorista/shared/accounts';
import { IVA_CONDITION_LABELS, IVA_CONDITIONS } from '@mayorista/shared/tax-profile';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, inputA11y } from '@/components/ui/form';

type BusinessField =
  | 'business_name'
  | 'business_type'
  | 'business_address'
  | 'phone_number'
  | 'dni'
  | 'instagram'
  | 'facebook'
  | 'cuit'
  | 'iva_condition'
  | 'extra_info';

type FieldSpec = {
  label: string;
  control: 'text' | 'tel' | 'numeric' | 'handle' | 'select' | 'iva' | 'textarea';
  hint?: string;
  required?: boolean;
  wide?: boolean;
  autoComplete?: string;
};

/** The field's label, hint and autocomplete: the one set of customer fields (decision 049). */
const shared = (name: BusinessField) => {
  const { label, hint, autoComplete } = CUSTOMER_FIELDS[name];
  return { label, hint, autoComplete };
};

const BASE: Record<BusinessField, FieldSpec> = {
  business_name: { ...shared('business_name'), control: 'text' },
  business_type: { ...shared('business_type'), control: 'select' },
  business_address: { ...shared('business_address'), control: 'text', wide: true },
  phone_number: { ...shared('phone_number'), control: 'tel' },
  dni: { ...shared('dni'), control: 'numeric' },
  instagram: { ...shared('instagram'), control: 'handle' },
  facebook: { ...shared('facebook'), control: 'handle' },
  cuit: { ...shared('cuit'), control: 'numeric' },
  iva_condition: { ...shared('iva_condition'), control: 'iva' },
  extra_info: { ...shared('extra_info'), control: 'textarea', wide: true },
};

type Placed = [BusinessField, Partial<FieldSpec>?];

/**
 * Which business fields each form shows, in its order and with its wording: the register form
 * (accounts §3: all required but Facebook and the extra information; the CUIT and the IVA condition
 * of issue 31 optional) and the admin's create customer form (accounts §2: all optional, in the
 * spec's order, without autocomplete; the IVA condition after the CUIT).
 */
const VARIANTS: Record<'register' | 'admin', { fields: Placed[]; required: boolean; autoComplete: boolean }> =
  {
    register: {
      required: true,
      autoComplete: true,
      fields: [
        ['business_name'],
        ['business_type'],
        ['business_address'],
        ['phone_number'],
        ['dni'],
        ['instagram', { hint: 'Sin @, por ejemplo: migrowshop' }],
        [
          'cuit',
          { label: 'CUIT/CUIL (opcional)', required: false, hint: 'Para facturarte. Con o sin guiones.' },
        ],
        ['iva_condition', { label: 'Condición frente al IVA (opcional)', required: false }],
        ['facebook', { label: 'Facebook (opcional)', required: false }],
        ['extra_info', { label: 'Información adicional (opcional)', required: false }],
      ],
    },
    admin: {
      required: false,
      autoComplete: false,
      fields: [
        ['dni'],
        ['business_name'],
        ['business_address'],
        ['phone_number'],
        ['instagram'],
        ['facebook'],
        ['cuit'],
        ['iva_condition'],
        ['business_type', { label: 'Tipo de organización', wide: true }],
        ['extra_info'],
      ],
    },
  };

/**
 * The business fields of the register and create-customer forms, once. Drawn inside a two-column
 * grid of a `<Form>`; each form's own schema validates them.
 */
export function BusinessFields({ variant }: { variant: 'register' | 'admin' }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<Partial<Record<BusinessField, string>>>();
  const config = VARIANTS[variant];

  return config.fields.map(([name, override]) => {
    const spec = { required: config.required, ...BASE[name], ...override };
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    const a11y = inputA11y(fieldId, error, Boolean(spec.hint));
    const autoComplete = config.autoComplete ? spec.autoComplete : undefined;
    return (
      <Field
        key={name}
        id={fieldId}
        label={spec.label}
        required={spec.required}
        error={error}
        hint={spec.hint}
        className={spec.wide ? 'sm:col-span-2' : undefined}
      >
        {spec.control === 'select' ? (
          <select className="form-input" {...a11y} {...register(name)}>
            <option value="">Selecciona una opción</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        ) : spec.control === 'iva' ? (
          <select className="form-input" {...a11y} {...register(name)}>
            <option value="">Sin informar</option>
            {IVA_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {IVA_CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        ) : spec.control === 'textarea' ? (
          <textarea rows={3} className="form-input resize-y" {...a11y} {...register(name)} />
        ) : (
          <input
            type={spec.control === 'tel' ? 'tel' : 'text'}
            inputMode={spec.control === 'numeric' ? 'numeric' : undefined}
            autoCapitalize={spec.control === 'handle' ? 'none' : undefined}
            spellCheck={spec.control === 'handle' ? false : undefined}
            autoComplete={autoComplete}
            className="form-input"
            {...a11y}
            {...register(name)}
          />
        )}
      </Field>
    );
  });
}
