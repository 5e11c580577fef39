import { ContactCustomerSchema } from '@mayorista/shared/accounts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { Modal, ModalCancelButton, useModalDirty } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { useContactCustomer } from '../api/customers';

export const CONTACT_SENT = 'Mensaje enviado correctamente';
export const CONTACT_FAILED = 'Error al enviar el mensaje';

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

const FIELDS = ['subject', 'message'] as const;

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
  const form = useZodForm(ContactCustomerSchema, {
    defaultValues: { subject: '', message: '' },
    mode: 'onSubmit',
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useModalDirty(isDirty);

  const onSubmit = async (values: { subject: string; message: string }) => {
    try {
      await contact.mutateAsync({ id: customer.id, ...values });
      notify.success(CONTACT_SENT);
      onClose();
    } catch (error) {
      setServerErrors(form, error, { fields: FIELDS, fallback: CONTACT_FAILED });
      notify.error(CONTACT_FAILED);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <Field id={`${id}-subject`} label="Asunto" error={errors.subject?.message}>
        <input
          className="form-input"
          maxLength={200}
          {...inputA11y(`${id}-subject`, errors.subject?.message)}
          {...register('subject')}
        />
      </Field>
      <Field id={`${id}-message`} label="Mensaje" error={errors.message?.message}>
        <textarea
          rows={6}
          className="form-input resize-y"
          maxLength={5000}
          {...inputA11y(`${id}-message`, errors.message?.message)}
          {...register('message')}
        />
      </Field>
      <FormAlert />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalCancelButton disabled={contact.isPending} />
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
    </Form>
  );
}
