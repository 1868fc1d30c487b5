import { Injectable } from '@nestjs/common';
import {
  base64UrlOfBytes,
  encodeCertificatePayload,
  ErrorCode,
  maskPhone,
  parseCertificate,
  type CertificateCheck,
  type CertificateFacts,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { CertificateKey } from './certificate-key.js';
import { CertificateRepository, type SheetFacts } from './certificate.repository.js';

/** The key a ticket read uses to find a sheet's certificate: order, number and set. */
export const sheetKey = (orderId: string, number: string, setNo: number) =>
  `${orderId}:${number}:${setNo}`;

/**
 * Ticket certificates: issued (signed) for the sheets a member holds, and checked for anyone
 * holding one. A certificate is computed, never stored: the same facts give the same text.
 */
@Injectable()
export class CertificateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly key: CertificateKey,
    private readonly sheets: CertificateRepository,
  ) {}

  /**
   * Certificates of the sheets of these orders that `ownerId` holds now, by `sheetKey`. A sheet
   * given away since gets none here (its certificate is its new owner's).
   */
  async forOwner(
    ownerId: string,
    orderIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    return this.issueHeld(
      await this.sheets.ownedInOrders(manager, ownerId, [...new Set(orderIds)]),
    );
  }

  /** Certificates of sheets a member holds, read with their page (`SheetFacts`), by `sheetKey`. */
  issueHeld(rows: SheetFacts[]): Map<string, string> {
    const counted = new Map<string, number>();
    for (const row of rows) {
      const key = sheetKey(row.orderId, row.number, row.setNo);
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    // Two sheets of one order with the same number and set (two prices): neither is guessed.
    return new Map(
      rows
        .filter((row) => counted.get(sheetKey(row.orderId, row.number, row.setNo)) === 1)
        .map((row) => [sheetKey(row.orderId, row.number, row.setNo), this.issue(row)]),
    );
  }

  /**
   * `verifyTicket?c=`: a certificate signed by this shop's key for one of its sheets is valid
   * while nobody received the sheet since, else `changedHands`. Anything else is 8001.
   */
  async check(agentId: string, certificate: string): Promise<CertificateCheck> {
    const parsed = parseCertificate(certificate);
    if (
      !parsed ||
      !this.key.verify(parsed.signed, parsed.signature) ||
      parsed.facts.shop !== agentId
    )
      throw new AppError(ErrorCode.CertificateNotOurs);
    const manager = this.dataSource.manager;
    const now = await this.sheets.sheet(manager, parsed.facts.sheetId);
    if (!now) throw new AppError(ErrorCode.CertificateNotOurs);
    const [shown, history] = await Promise.all([
      this.sheets.shown(manager, now.sheetId),
      this.sheets.history(manager, now.sheetId),
    ]);
    return {
      status: now.hand === parsed.facts.hand ? 'valid' : 'changedHands',
      facts: parsed.facts,
      ...shown,
      history: history.map((step) => ({ event: step.event, at: new Date(step.at).toISOString() })),
    };
  }

  private issue(row: SheetFacts): string {
    const facts: CertificateFacts = {
      shop: row.shop,
      sheetId: row.sheetId,
      gid: row.gid,
      number: row.number,
      setNo: row.setNo,
      owner: maskPhone(row.ownerPhone),
      at: new Date(row.at).toISOString(),
      hand: row.hand,
    };
    const payload = encodeCertificatePayload(facts);
    return `${payload}.${base64UrlOfBytes(this.key.sign(payload))}`;
  }
}
