import { ErrorCode } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

export interface UploadedFile {
  field: string;
  /** The name the client gave, unsanitised: use `safeFileName` before it touches a path. */
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** Files accepted; one more is refused with 400 (the spec's "can't upload more than 1 files"). */
  maxFiles: number;
  maxFileBytes: number;
  /** All files together (default: the file limit for each file allowed and one more); more is 413. */
  maxTotalBytes?: number;
}

/**
 * Reads a whole multipart request into memory within limits. Not multipart (or not readable as
 * such): 400; a file over the limit: 413; too many files: 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.BadRequest);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const maxTotal = limits.maxTotalBytes ?? limits.maxFileBytes * (limits.maxFiles + 1);
  // A body that says it is too large is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > maxTotal + framingAllowance(limits.maxFiles)) {
    throw new AppError(ErrorCode.PayloadTooLarge);
  }
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        files: limits.maxFiles + 1,
        fileSize: limits.maxFileBytes,
        fields: 20,
        fieldSize: 10_000,
        parts: limits.maxFiles + 21,
      },
    })) {
      if (part.type === 'file') {
        // Read every part, so the refusal below comes after the request body is consumed.
        const data = await part.toBuffer();
        total += data.length;
        if (total > maxTotal) throw new AppError(ErrorCode.PayloadTooLarge);
        files.push({
          field: part.fieldname,
          // Absent for `filename=""`, whatever its type says.
          filename: part.filename ?? '',
          mimetype: part.mimetype ?? '',
          data,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw mapMultipartError(error);
  }
  if (files.length > limits.maxFiles) throw new AppError(ErrorCode.BadRequest);
  return { fields, files };
}

/** Boundaries, part headers and the small text fields a multipart body may carry besides files. */
function framingAllowance(maxFiles: number): number {
  return 256 * 1024 + (maxFiles + 1) * 1024;
}

function mapMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError(ErrorCode.BadRequest);
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  )
    return new AppError(ErrorCode.PayloadTooLarge);
  // Anything else the reader throws is about the request: a body that is not multipart, a
  // missing boundary, a stream cut short. The client's fault, never a 500.
  return new AppError(ErrorCode.BadRequest);
}

/** Image kinds the shop stores, told by their first bytes (never by the client's word). */
export type ImageKind = 'jpg' | 'png' | 'webp';

export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** A file name that is safe as one path segment: letters, digits, `_`, `.`, `-`; no leading dot. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\w.-]/g, '_').replace(/^\.+/, '');
  return cleaned.slice(-120);
}
