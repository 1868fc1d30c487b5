import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  idSchema,
  maxPhotoBytes,
  maxStockCsvBytes,
  type StockProblem,
  type UploadStockResponse,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../common/errors/app-error.js';
import {
  imageKind,
  readMultipart,
  safeFileName,
  type UploadedFile,
} from '../../common/upload/multipart.js';
import { storeUpload, uploadExists, uploadsDir } from '../../common/upload/uploads.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { DrawAdminService } from './draw-admin.service.js';
import { parseStockCsv } from './stock-csv.js';

const PHOTO_NAME = /^[\w.-]{1,120}\.(?:jpe?g|png|webp)$/i;
const extensionKind: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' };
// A stock file with its photos: a few thousand pictures, 500 MB at most in one request (it is
// held in memory until the file is checked; larger sets go in several uploads).
const MAX_FILES = 5000;
const MAX_TOTAL_BYTES = 500_000_000;

/**
 * `draw/uploadStock`: a CSV and the photos it names, loaded all or nothing. Bad lines come back
 * as problems in a success answer (nothing loaded), so the admin sees every one at once.
 */
@Injectable()
export class StockUploadService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly draws: DrawAdminService,
  ) {}

  async upload(admin: CurrentMember, request: FastifyRequest): Promise<UploadStockResponse> {
    const { fields, files } = await readMultipart(request, {
      maxFiles: MAX_FILES,
      maxFileBytes: Math.max(maxStockCsvBytes, maxPhotoBytes),
      maxTotalBytes: MAX_TOTAL_BYTES,
    });
    const gameEventId = this.gameEventId(fields['gameEventId']);
    const csvFiles = files.filter((f) => f.field === 'file');
    if (csvFiles.length === 0) throw new AppError(ErrorCode.MissingField, { file: '303' });
    if (csvFiles.length > 1) throw new AppError(ErrorCode.BadRequest, { file: '400' });
    const csv = csvFiles[0]!.data.toString('utf8').replace(/^\uFEFF/, '');

    const problems: StockProblem[] = [];
    const photos = this.photos(
      files.filter((f) => f.field === 'photos'),
      problems,
    );
    const { problems: lineProblems, sheets } = parseStockCsv(csv);
    problems.push(...lineProblems);
    const root = uploadsDir(this.config.dataDir);
    for (const sheet of sheets) {
      if (!sheet.photo || photos.has(sheet.photo)) continue;
      if (!(await uploadExists(root, `tickets/${sheet.photo}`)))
        problems.push({ line: sheet.line, field: 'photo', code: ErrorCode.InvalidFormat });
    }
    if (problems.length) return refused(problems);

    let loaded: { sheets: number; products: number };
    try {
      loaded = await this.draws.loadStock(admin.agentId, gameEventId, csv, new Date(), admin.id, {
        file: safeFileName(csvFiles[0]!.filename),
        photos: photos.size,
      });
    } catch (error) {
      // Sheets already in the draw: named by line like the file's own problems.
      const lines = error instanceof AppError && error.fields ? linesOf(error.fields) : [];
      if (lines.length) return refused(lines);
      throw error;
    }
    for (const [name, data] of photos) await storeUpload(root, `tickets/${name}`, data);
    return { loaded: loaded.sheets, products: loaded.products, photos: photos.size, problems: [] };
  }

  private gameEventId(value: string | undefined): string {
    if (value === undefined || value.trim() === '')
      throw new AppError(ErrorCode.MissingGameEventId);
    const parsed = v.safeParse(idSchema, value);
    if (!parsed.success) throw new AppError(ErrorCode.GameEventNotFound);
    return parsed.output;
  }

  /** Uploaded photos by their sanitised names; a file that is not the image it says is line 0. */
  private photos(files: UploadedFile[], problems: StockProblem[]): Map<string, Buffer> {
    const photos = new Map<string, Buffer>();
    for (const file of files) {
      if (file.data.length > maxPhotoBytes) throw new AppError(ErrorCode.PayloadTooLarge);
      const name = safeFileName(file.filename);
      const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
      if (!PHOTO_NAME.test(name) || imageKind(file.data) !== extensionKind[extension]) {
        problems.push({ line: 0, field: 'photo', code: ErrorCode.InvalidFormat });
        continue;
      }
      photos.set(name, file.data);
    }
    return photos;
  }
}

function refused(problems: StockProblem[]): UploadStockResponse {
  return {
    loaded: 0,
    products: 0,
    photos: 0,
    problems: [...problems].sort((a, b) => a.line - b.line),
  };
}

/** `line.<n>.<field>` keys of a refusal's fields as problems. */
function linesOf(fields: Record<string, string>): StockProblem[] {
  return Object.entries(fields).flatMap(([key, code]) => {
    const match = /^line\.(\d+)\.(number|set|price|photo|tags|line)$/.exec(key);
    return match
      ? [{ line: Number(match[1]), field: match[2] as StockProblem['field'], code: Number(code) }]
      : [];
  });
}
