import { toast } from 'sonner';

/** Toasts of storefront §9: one toast per message text (the id de-duplicates). */
export const notify = {
  success: (message: string) => toast.success(message, { id: message }),
  error: (message: string) => toast.error(message, { id: message }),
  info: (message: string) => toast.info(message, { id: message }),
};
