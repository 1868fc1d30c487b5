import { apiPost } from '../../lib/api-client';

export interface ContactLink {
  /** Full messaging link, e.g. https://t.me/lottothai_kh. */
  telegram: string;
}

export function fetchContactLink(): Promise<ContactLink> {
  return apiPost<ContactLink>('/api/customer/user/contactUs');
}
