/** Activo / Bloqueado / Pendiente for a customer. */
export function CustomerStatusBadge({ isBlocked, isActive }: { isBlocked: boolean; isActive: boolean }) {
  const [label, tone] = isBlocked
    ? ['Bloqueado', 'bg-red-50 text-red-700 ring-red-200']
    : isActive
      ? ['Activo', 'bg-brand-50 text-brand-800 ring-brand-200']
      : ['Pendiente', 'bg-accent-50 text-accent-800 ring-accent-200'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {label}
    </span>
  );
}
