import type { InputHTMLAttributes } from 'react';

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  length?: number;
};

/** The box for a 6-digit code (e-mail verification, e-mail change): digits only, pasted codes trimmed. */
export function CodeInput({ value, onValueChange, length = 6, className = '', ...rest }: CodeInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      placeholder={'0'.repeat(length)}
      spellCheck={false}
      {...rest}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      className={`form-input text-center font-mono text-2xl font-semibold tracking-[0.45em] placeholder:text-stone-300 sm:text-2xl ${className}`}
    />
  );
}
