import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A settings form's submit button: the disk icon, or a spinner while saving (then disabled and busy). */
export function SaveButton({
  pending,
  disabled = false,
  className,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className ? `btn-primary ${className}` : 'btn-primary'}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}
