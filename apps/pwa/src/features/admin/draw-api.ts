import {
  drawAdminPaths as paths,
  type CreateDrawRequest,
  type DrawStatus,
  type PrizeKind,
  type SettingUpdateRequest,
  type ShelfSaveRequest,
} from '@lottery/contracts';
import { apiPost, apiUpload } from '../../lib/api-client';
import { PAGE_SIZE } from './api';

export const listDraws = (page: number) => apiPost(paths.list, { page, limit: 20 });
export const createDraw = (draw: CreateDrawRequest) => apiPost(paths.create, draw);
export const setDrawStatus = (gameEventId: string, status: DrawStatus) =>
  apiPost(paths.status, { gameEventId, status });

/** The draw's live broadcast (`url: ''` removes it; `at` in Bangkok time). */
export const setDrawLive = (gameEventId: string, url: string, at: string) =>
  apiPost(paths.live, { gameEventId, url, ...(url && at ? { at } : {}) });

export function uploadStock(gameEventId: string, file: File, photos: File[]) {
  const form = new FormData();
  form.append('gameEventId', gameEventId);
  form.append('file', file);
  for (const photo of photos) form.append('photos', photo);
  return apiUpload(paths.uploadStock, form);
}

export const publishResults = (gameEventId: string, results: Record<PrizeKind, string[]>) =>
  apiPost(paths.publish, { gameEventId, results });

export const listShelves = () => apiPost(paths.shelves);
export const saveShelf = (shelf: ShelfSaveRequest) => apiPost(paths.shelfSave, shelf);
export const deleteShelf = (id: string) => apiPost(paths.shelfDelete, { id });

export const listHot = () => apiPost(paths.hotList);
export const pinHot = (number: string) => apiPost(paths.hotPin, { number });
export const unpinHot = (number: string) => apiPost(paths.hotUnpin, { number });

export const updateSettings = (change: SettingUpdateRequest) =>
  apiPost(paths.settingUpdate, change);

/** A public site image (logo, share image): an admin's upload is served to everyone. */
export function uploadSiteImage(file: File) {
  const form = new FormData();
  form.append('input', file);
  return apiUpload('/api/company/setting/uploadImg', form);
}

/** A kind's payout for the draws published from now on; the whole table back. */
export const setPrizePayout = (kind: PrizeKind, payout: string) =>
  apiPost(paths.prizeTable, { kind, payout });

export const listPrizes = (status: 'waiting' | 'credited' | 'all', page: number) =>
  apiPost(paths.prizes, { status, page, limit: PAGE_SIZE });
/** Without `amt`, pays what remains of the prize; with it, only that part. */
export const creditPrize = (sheetId: string, kind: PrizeKind, amt?: string) =>
  apiPost(paths.creditPrize, {
    sheetId,
    kind,
    ...(amt === undefined ? {} : { amt }),
  });
