import {
  bigintId,
  drawRules,
  ErrorCode,
  maxPhotoBytes,
  maxStockCsvBytes,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { readMultipart, type UploadedFile } from '../../common/upload/multipart.js';

// A stock file with its photos: a few thousand pictures, 500 MB at most in one request (it is
// held in memory until the file is checked; larger sets go in several uploads).
const MAX_FILES = 5000;
const MAX_TOTAL_BYTES = 500_000_000;

/** `draw/uploadStock`'s multipart form: the draw, one CSV file and the photos it names. */
export interface StockForm {
  gameEventId: string;
  csv: UploadedFile;
  photos: UploadedFile[];
}

/**
 * Reads the form (the HTTP side of the upload). Not multipart 400, too large 413, no draw id
 * 4001, not a draw id 1007, no `file` 303, two of them 400.
 */
export async function readStockForm(request: FastifyRequest): Promise<StockForm> {
  const { fields, files } = await readMultipart(request, {
    maxFiles: MAX_FILES,
    maxFileBytes: Math.max(maxStockCsvBytes, maxPhotoBytes),
    maxTotalBytes: MAX_TOTAL_BYTES,
  });
  const rule = drawRules.stockGameEventId;
  const id = fields['gameEventId'];
  if (id === undefined || id.trim() === '') throw new AppError(rule.missing);
  const gameEventId = bigintId(id);
  if (!gameEventId) throw new AppError(rule.invalid);
  const csv = files.filter((f) => f.field === 'file');
  if (csv.length === 0) throw new AppError(ErrorCode.MissingField, { file: '303' });
  if (csv.length > 1) throw new AppError(ErrorCode.BadRequest, { file: '400' });
  return { gameEventId, csv: csv[0]!, photos: files.filter((f) => f.field === 'photos') };
}
