import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@app/contracts';

/** The sign-in form's validation: its own chunk, so that zod is not part of the login page's first download. */
export const loginResolver = zodResolver(loginRequestSchema);
