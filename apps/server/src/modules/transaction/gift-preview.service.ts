import { Injectable } from '@nestjs/common';
import { giftCodePattern, type GiftView, type Locale } from '@lottery/contracts';
import type { PageMeta } from '../../common/http/page-meta.js';
import { GiftQueryService } from './gift-query.service.js';

/** DD/MM/YYYY, as the bot's messages write a draw day (no month names to translate). */
const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

const texts: Record<
  Locale,
  { title: (sender: string, sheets: number, days: string) => string; description: string }
> = {
  km: {
    title: (sender, sheets, days) =>
      `${sender} បានផ្ញើអំណោយជូនអ្នក៖ សំបុត្រ ${sheets} សន្លឹក សម្រាប់ការចាប់ឆ្នោតថ្ងៃទី ${days}`,
    description: 'បើកតំណនេះ ដើម្បីទទួលសំបុត្រ',
  },
  th: {
    title: (sender, sheets, days) => `${sender} ส่งของขวัญให้คุณ: สลาก ${sheets} ใบ งวดวันที่ ${days}`,
    description: 'เปิดลิงก์นี้เพื่อรับสลาก',
  },
  en: {
    title: (sender, sheets, days) =>
      `${sender} sent you a gift: ${sheets} ${sheets === 1 ? 'ticket' : 'tickets'} for the draw of ${days}`,
    description: 'Open the link to receive the tickets',
  },
};

/** What a gift waiting to be received says in a chat's preview: from whom, how many, which draw. */
export function giftPreview(
  view: GiftView,
  locale: Locale,
): Pick<PageMeta, 'title' | 'description'> | null {
  if (view.status !== 'waiting') return null;
  const sheets = view.draws.reduce(
    (sum, draw) => sum + draw.tickets.reduce((n, ticket) => n + ticket.sheets.length, 0),
    0,
  );
  const days = view.draws.map((draw) => dayOf(draw.drawDate)).join(', ');
  const text = texts[locale];
  return { title: text.title(view.senderName, sheets, days), description: text.description };
}

/**
 * The served page's meta for a gift link (`/reward?giftCode=`): the gift in place of the shop's
 * title and line. Anything else (no such gift, received, a slow database) keeps the shop's.
 */
@Injectable()
export class GiftPreviewService {
  constructor(private readonly gifts: GiftQueryService) {}

  async meta(
    agentId: string,
    locale: Locale,
    giftCode: string,
    shop: PageMeta,
    waitMs = 500,
  ): Promise<PageMeta> {
    if (!giftCodePattern.test(giftCode)) return shop;
    const fallback = new Promise<null>((done) => setTimeout(() => done(null), waitMs).unref());
    const view = await Promise.race([
      this.gifts.view(agentId, undefined, giftCode).catch(() => null),
      fallback,
    ]);
    const preview = view && giftPreview(view, locale);
    return preview ? { ...shop, ...preview } : shop;
  }
}
