import type { ReactNode } from 'react';

export type EmptyStateProps = { message: ReactNode; icon?: ReactNode; action?: ReactNode };

/** What a list shows when it has nothing: an optional icon in a circle, the message, an optional action. */
export function EmptyState({ message, icon, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center text-stone-600">
      {icon ? (
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700 [&>svg]:size-7">
          {icon}
        </span>
      ) : null}
      <p>{message}</p>
      {action}
    </div>
  );
}

/** A failed load: the message and a 'Reintentar' button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="px-4 py-14 text-center">
      <p className="font-semibold text-red-700">{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
