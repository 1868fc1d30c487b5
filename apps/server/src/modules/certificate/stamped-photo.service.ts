import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, maskPhone } from '@lottery/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { LocalFileStore } from '../../common/upload/file-store.js';
import { uploadsDir } from '../../common/upload/uploads.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CertificateRepository, type SheetFacts } from './certificate.repository.js';

/** The lines stamped on a sheet's photo: who holds it (masked), which order, since when. */
export interface Stamp {
  owner: string;
  order: string;
  date: string;
}

/**
 * The photo a member sees of their own sheet, stamped with their masked phone, the order and the
 * date, so a screenshot of it shows whose sheet it is. Stamped once per sheet and hand (a gift
 * received makes a new owner, so a new stamp) and kept under DATA_DIR/stamped; the unstamped
 * original stays what listings and admins show.
 */
@Injectable()
export class StampedPhotos {
  private readonly originals: LocalFileStore;
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly sheets: CertificateRepository,
  ) {
    this.originals = new LocalFileStore(uploadsDir(config.dataDir));
    this.dir = join(config.dataDir, 'stamped');
  }

  /** The stamped photo for the sheet's holder; anyone else gets 8004 (as if there were none). */
  async forHolder(member: CurrentMember, sheetId: string): Promise<StampedPhoto> {
    if (!/^\d{1,18}$/.test(sheetId)) throw new AppError(ErrorCode.SheetPhotoNotYours);
    const manager = this.dataSource.manager;
    const facts = await this.sheets.sheet(manager, sheetId);
    if (!facts || facts.ownerId !== member.id || facts.shop !== member.agentId)
      throw new AppError(ErrorCode.SheetPhotoNotYours);
    const { photo } = await this.sheets.shown(manager, sheetId);
    const stamp = stampOf(facts);
    // Named by sheet, hand and holder, and by what is stamped and on which photo: a kept file
    // never shows another holder, and a changed photo is stamped again.
    const digest = createHash('sha256')
      .update(JSON.stringify([stamp, photo]))
      .digest('base64url')
      .slice(0, 12);
    const name = `${facts.sheetId}-${facts.hand}-${facts.ownerId}-${digest}`;
    for (const [extension, type] of kinds) {
      const kept = await readFile(join(this.dir, `${name}.${extension}`)).catch(() => null);
      if (kept) return { body: kept, type };
    }
    const original = photo ? await this.original(photo) : null;
    // A file that is not a picture sharp can read (an upload gone wrong) has no stamped photo
    // either: the card then shows the plain one, as for a sheet without a photo.
    const stamped = original ? await stampPhoto(original, stamp).catch(() => null) : null;
    if (!stamped) throw new AppError(ErrorCode.SheetPhotoNotYours);
    const file = join(this.dir, `${name}.${stamped.type === 'image/jpeg' ? 'jpg' : 'svg'}`);
    await keep(file, stamped.body).catch(() => undefined); // kept for next time, or stamped again
    return stamped;
  }

  /** The sheet's unstamped photo: an uploaded file, or the picture drawn for a demo sheet. */
  private async original(photo: string): Promise<Buffer | null> {
    if (photo.startsWith('/uploads/')) return this.originals.get(photo.slice('/uploads/'.length));
    // Loaded when used: the stock module's graph reaches back to this one at start-up.
    const { parseTicketPhotoName, ticketSvg } = await import('../stock/index.js');
    const drawn = parseTicketPhotoName(photo.replace('/ticket-photo/', ''));
    return drawn ? Buffer.from(ticketSvg(drawn.number, drawn.set)) : null;
  }
}

/**
 * Writes the file whole or not at all, under a draft name of its own: two first views at once
 * (even in one process within a millisecond) each write their own draft of the same bytes.
 */
async function keep(file: string, body: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, body);
  await rename(draft, file);
}

function stampOf(facts: SheetFacts): Stamp {
  // The day the holder got it, in the shop's time zone (Asia/Bangkok, UTC+7).
  const day = new Date(new Date(facts.at).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  return { owner: maskPhone(facts.ownerPhone), order: `#${facts.orderId}`, date: day };
}

const kinds = [
  ['jpg', 'image/jpeg'],
  ['svg', 'image/svg+xml'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A stamped photo and its media type. */
export interface StampedPhoto {
  body: Buffer;
  type: 'image/jpeg' | 'image/svg+xml';
}

/**
 * The stamp across the lower part of the sheet, where a Thai lottery sheet has its name and
 * price, never over the six digits at the top right: two rows of the owner, order and date,
 * repeated across the whole width, half transparent with a light outline so the sheet shows
 * through. Same size as the original. A drawn (SVG) sheet stays SVG, the stamp added to it, so
 * the phone draws its Thai text with its own fonts; a photo becomes a JPEG.
 */
export async function stampPhoto(original: Buffer, stamp: Stamp): Promise<StampedPhoto> {
  const text = original.subarray(0, 512).toString('utf8');
  if (/^\s*<svg[\s>]/.test(text)) {
    const svg = original.toString('utf8');
    const { width, height } = await sharp(original).metadata();
    const at = svg.lastIndexOf('</svg>');
    const body = `${svg.slice(0, at)}${stampLayer(width!, height!, stamp)}</svg>`;
    return { body: Buffer.from(body), type: 'image/svg+xml' };
  }
  const image = sharp(original).rotate();
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error('not an image');
  // Upright as the photo is shown: EXIF orientations 5 to 8 turn it a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${stampLayer(width, height, stamp)}</svg>`;
  const body = await image
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { body, type: 'image/jpeg' };
}

function stampLayer(width: number, height: number, stamp: Stamp): string {
  const size = Math.max(9, Math.round(height * 0.075));
  const line = escapeXml(`${stamp.owner} · ${stamp.order} · ${stamp.date}`);
  const repeated = Array.from({ length: Math.ceil(width / (size * 8)) + 1 }, () => line).join(
    '   ',
  );
  const row = (y: number, x: number) =>
    `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${size}">${repeated}</text>`;
  return `<g font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#b00020" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${Math.max(0.5, size / 14)}">${row(height * 0.7, -size)}${row(height * 0.88, -size * 4)}</g>`;
}
