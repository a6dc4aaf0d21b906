import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../shared/contracts/contact';
import { apiRequest } from '../../lib/api';

export function sendContact(input: ContactInput, language: string) {
  return apiRequest<{ id: string; status: string }>(`/api/contact?lang=${encodeURIComponent(language)}`, {
    method: 'POST',
    body: input,
  });
}

export function useSendContact(language: string) {
  return useMutation({ mutationFn: (input: ContactInput) => sendContact(input, language) });
}
