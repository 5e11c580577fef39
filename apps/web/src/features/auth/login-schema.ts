import { z } from 'zod';

/** Login validation of accounts §5: username required, min 4; password required, min 6. */
export const LoginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: 'El usuario es requerido' })
    .min(4, { message: 'El usuario debe tener al menos 4 caracteres' }),
  password: z
    .string()
    .min(1, { message: 'La contraseña es requerida' })
    .min(6, { message: 'La contraseña debe tener al menos 6 caracteres' }),
});

export type LoginForm = z.infer<typeof LoginFormSchema>;
