import {
  drawAdminPaths as paths,
  type AdminDrawItem,
  type AdminPrize,
  type Page,
  type CreateDrawRequest,
  type DrawListResponse,
  type DrawStatus,
  type HotPinListResponse,
  type PrizeKind,
  type PrizeValue,
  type ProductGroupItem,
  type PublishResultsResponse,
  type SettingUpdateRequest,
  type SettingUpdateResponse,
  type ShelfListResponse,
  type ShelfSaveRequest,
  type UploadImgResponse,
  type UploadStockResponse,
} from '@lottery/contracts';
import { apiPost, apiUpload } from '../../lib/api-client';
import { PAGE_SIZE } from './api';

export const listDraws = (page: number) =>
  apiPost<DrawListResponse>(paths.list, { page, limit: 20 });
export const createDraw = (draw: CreateDrawRequest) => apiPost<AdminDrawItem>(paths.create, draw);
export const setDrawStatus = (gameEventId: string, status: DrawStatus) =>
  apiPost<AdminDrawItem>(paths.status, { gameEventId, status });

/** The draw's live broadcast (`url: ''` removes it; `at` in Bangkok time). */
export const setDrawLive = (gameEventId: string, url: string, at: string) =>
  apiPost<AdminDrawItem>(paths.live, { gameEventId, url, ...(url && at ? { at } : {}) });

export function uploadStock(gameEventId: string, file: File, photos: File[]) {
  const form = new FormData();
  form.append('gameEventId', gameEventId);
  form.append('file', file);
  for (const photo of photos) form.append('photos', photo);
  return apiUpload<UploadStockResponse>(paths.uploadStock, form);
}

export const publishResults = (gameEventId: string, results: Record<PrizeKind, string[]>) =>
  apiPost<PublishResultsResponse>(paths.publish, { gameEventId, results });

export const listShelves = () => apiPost<ShelfListResponse>(paths.shelves);
export const saveShelf = (shelf: ShelfSaveRequest) =>
  apiPost<ProductGroupItem>(paths.shelfSave, shelf);
export const deleteShelf = (id: string) => apiPost<{ id: string }>(paths.shelfDelete, { id });

export const listHot = () => apiPost<HotPinListResponse>(paths.hotList);
export const pinHot = (number: string) => apiPost<HotPinListResponse>(paths.hotPin, { number });
export const unpinHot = (number: string) => apiPost<HotPinListResponse>(paths.hotUnpin, { number });

export const updateSettings = (change: SettingUpdateRequest) =>
  apiPost<SettingUpdateResponse>(paths.settingUpdate, change);

/** A public site image (logo, share image): an admin's upload is served to everyone. */
export function uploadSiteImage(file: File) {
  const form = new FormData();
  form.append('input', file);
  return apiUpload<UploadImgResponse>('/api/company/setting/uploadImg', form);
}

/** A kind's payout for the draws published from now on; the whole table back. */
export const setPrizePayout = (kind: PrizeKind, payout: string) =>
  apiPost<PrizeValue[]>(paths.prizeTable, { kind, payout });

export const listPrizes = (status: 'waiting' | 'credited' | 'all', page: number) =>
  apiPost<Page<AdminPrize>>(paths.prizes, { status, page, limit: PAGE_SIZE });
/** Without `amt`, pays what remains of the prize; with it, only that part. */
export const creditPrize = (sheetId: string, kind: PrizeKind, amt?: string) =>
  apiPost<{ sheetId: string; kind: PrizeKind; amount: string }>(paths.creditPrize, {
    sheetId,
    kind,
    ...(amt === undefined ? {} : { amt }),
  });
