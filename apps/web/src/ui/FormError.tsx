import type { ReactNode } from 'react';
import { Notice } from './Notice';

/** A form's own error (testid form-error), announced when it appears; nothing when there is none. */
export function FormError({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert" data-testid="form-error" action={action}>
      {message}
    </Notice>
  );
}
