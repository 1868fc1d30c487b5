import { apiGet } from '../../lib/api-client';

/** The member's prizes by draw, newest first. */
export const fetchMyPrizes = () => apiGet('/api/customer/user/myPrizes');
