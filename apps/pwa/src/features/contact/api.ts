import type { ContactLink } from '@lottery/contracts';
import { apiPost } from '../../lib/api-client';

export type { ContactLink };

export function fetchContactLink(): Promise<ContactLink> {
  return apiPost('/api/customer/user/contactUs');
}
