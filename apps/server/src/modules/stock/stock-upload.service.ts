import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  maxPhotoBytes,
  type StockProblem,
  type UploadStockResponse,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { imageKind, safeFileName, type UploadedFile } from '../../common/upload/multipart.js';
import { storeUpload, uploadExists, uploadsDir } from '../../common/upload/uploads.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { NumberAlerts } from '../bot/index.js';
import { parseStockCsv, type StockSheet } from './stock-csv.js';
import type { StockForm } from './stock-form.js';
import { StockRepository } from './stock.repository.js';

const PHOTO_NAME = /^[\w.-]{1,120}\.(?:jpe?g|png|webp)$/i;
const extensionKind: Record<string, string> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * `draw/uploadStock`: a CSV and the photos it names, loaded into a draw that is not closed, all
 * or nothing. Bad lines (and sheets the draw already has) come back as problems in a success
 * answer with nothing loaded, so the admin sees every one at once.
 */
@Injectable()
export class StockUploadService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
    private readonly audit: AuditRepository,
    private readonly alerts: NumberAlerts,
  ) {}

  async upload(admin: CurrentMember, form: StockForm): Promise<UploadStockResponse> {
    const problems: StockProblem[] = [];
    const photos = this.photos(form.photos, problems);
    const csv = form.csv.data.toString('utf8').replace(/^\uFEFF/, '');
    const { problems: lineProblems, sheets } = parseStockCsv(csv);
    problems.push(...lineProblems);
    const root = uploadsDir(this.config.dataDir);
    for (const sheet of sheets) {
      if (!sheet.photo || photos.has(sheet.photo)) continue;
      if (!(await uploadExists(root, `tickets/${sheet.photo}`)))
        problems.push({ line: sheet.line, field: 'photo', code: ErrorCode.InvalidFormat });
    }
    if (problems.length) return refused(problems);
    if (!sheets.length) throw new AppError(ErrorCode.MissingProducts);

    const loaded = await this.dataSource.transaction(async (manager) => {
      const draw = await this.stock.lockDraw(manager, admin.agentId, form.gameEventId);
      if (!draw) throw new AppError(ErrorCode.GameEventNotFound);
      if (draw.closed) throw new AppError(ErrorCode.GameEventClosed);
      // Sheets the draw already has: nothing loaded, each named on its line.
      const already = await this.stock.loaded(manager, draw.id, sheets);
      if (already.length) return { already, products: 0 };
      const products = await this.stock.add(manager, draw.id, sheets);
      // Members watching for these numbers hear of them (once per alert and draw).
      await this.alerts.stockLoaded(
        manager,
        admin.agentId,
        draw.id,
        sheets.map((sheet) => sheet.number),
      );
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'draw.stock',
        targetId: null,
        detail: {
          gameEventId: draw.id,
          sheets: sheets.length,
          products,
          file: safeFileName(form.csv.filename),
          photos: photos.size,
        },
      });
      return { already, products };
    });
    if (loaded.already.length) return refused(loaded.already.map(alreadyLoaded));
    for (const [name, data] of photos) await storeUpload(root, `tickets/${name}`, data);
    return { loaded: sheets.length, products: loaded.products, photos: photos.size, problems: [] };
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

/** A sheet the draw already has: 2002 on its line. */
const alreadyLoaded = (sheet: StockSheet): StockProblem => ({
  line: sheet.line,
  field: 'line',
  code: ErrorCode.DuplicateProduct,
});

function refused(problems: StockProblem[]): UploadStockResponse {
  return {
    loaded: 0,
    products: 0,
    photos: 0,
    problems: [...problems].sort((a, b) => a.line - b.line),
  };
}
