import { CircleAlert, Info } from 'lucide-react';

export type Notice = { tone: 'error' | 'info' | 'success'; text: string };

const TONES: Record<Notice['tone'], string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
};

/** A form's answer above or below its fields: an alert for errors, a status otherwise. */
export function FormNotice({
  notice,
  id,
  className = '',
}: {
  notice: Notice;
  id?: string;
  className?: string;
}) {
  return (
    <p
      id={id}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3.5 py-3 text-sm ${TONES[notice.tone]} ${className}`}
    >
      {notice.tone === 'error' ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      {notice.text}
    </p>
  );
}
