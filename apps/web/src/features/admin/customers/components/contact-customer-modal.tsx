import { ContactCustomerSchema } from '@mayorista/shared/accounts';
import { CircleAlert, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useContactCustomer } from '../api/customers';

export const CONTACT_SENT = 'Mensaje enviado correctamente';
export const CONTACT_FAILED = 'Error al enviar el mensaje';
export const CONTACT_INCOMPLETE = 'Por favor complete todos los campos';

export type ContactTarget = { id: number; name: string; email: string };

type ContactCustomerModalProps = { customer: ContactTarget | null; onClose: () => void };

/** "Contactar": an e-mail to the customer with a subject and a message. */
export function ContactCustomerModal({ customer, onClose }: ContactCustomerModalProps) {
  const contact = useContactCustomer();
  return (
    <Modal
      open={customer !== null}
      onClose={onClose}
      busy={contact.isPending}
      title="Contactar cliente"
      description={customer ? `Le enviaremos un email a ${customer.name} (${customer.email}).` : undefined}
    >
      {customer ? <ContactForm customer={customer} onClose={onClose} contact={contact} /> : null}
    </Modal>
  );
}

function ContactForm({
  customer,
  onClose,
  contact,
}: {
  customer: ContactTarget;
  onClose: () => void;
  contact: ReturnType<typeof useContactCustomer>;
}) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactCustomerSchema.safeParse({ subject, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CONTACT_INCOMPLETE);
      return;
    }
    setError(null);
    try {
      await contact.mutateAsync({ id: customer.id, ...parsed.data });
      notify.success(CONTACT_SENT);
      onClose();
    } catch {
      setError(CONTACT_FAILED);
      notify.error(CONTACT_FAILED);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-subject`} className="mb-1.5 block text-sm font-medium text-stone-800">
          Asunto
        </label>
        <input
          id={`${id}-subject`}
          className="form-input"
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
          aria-invalid={error && !subject.trim() ? true : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-medium text-stone-800">
          Mensaje
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          className="form-input resize-y"
          value={message}
          maxLength={5000}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error && !message.trim() ? true : undefined}
        />
      </div>
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose} disabled={contact.isPending}>
          Cancelar
        </button>
        <button
          type="submit"
          className="btn-primary"
          disabled={contact.isPending}
          aria-busy={contact.isPending}
        >
          {contact.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {contact.isPending ? 'Enviando...' : 'Enviar mensaje'}
        </button>
      </div>
    </form>
  );
}
