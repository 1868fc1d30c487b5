import type { MyPrizeDraw } from '@lottery/contracts';
import { apiGet } from '../../lib/api-client';

/** The member's prizes by draw, newest first. */
export const fetchMyPrizes = () => apiGet<MyPrizeDraw[]>('/api/customer/user/myPrizes');
