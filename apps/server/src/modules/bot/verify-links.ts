// The verify links sent after the tickets (issue 30): one per sheet, each opening /verify with
// the sheet's signed certificate. Telegram caps a message at 4096 characters, and a link is
// about 250: at most `MAX_LINKS` are listed, the rest are on the ticket page.
import { certificateLinkOf, type Locale, type OrderTickets } from '@lottery/contracts';

const MAX_LINKS = 12;

const texts = {
  km: {
    head: '🔐 ពិនិត្យថាសន្លឹកឆ្នោតជារបស់អ្នក (វិញ្ញាបនបត្រដែលហាងបានចុះហត្ថលេខា):',
    more: (n: number) => `… និង ${n} សន្លឹកទៀតនៅលើទំព័រសំបុត្រ`,
  },
  th: {
    head: '🔐 ตรวจสอบว่าสลากเป็นของคุณ (ใบรับรองที่ร้านลงนาม):',
    more: (n: number) => `… และอีก ${n} ใบในหน้าสลาก`,
  },
  en: {
    head: '🔐 Check that each sheet is yours (certificates signed by the shop):',
    more: (n: number) => `… and ${n} more on the ticket page`,
  },
} satisfies Record<Locale, unknown>;

/** The message listing the sheets' verify links; none without a public address or certificates. */
export function verifyLinksText(
  locale: Locale,
  publicUrl: string | undefined,
  order: OrderTickets,
): string | undefined {
  if (!publicUrl) return undefined;
  const links = order.tickets.flatMap((line) =>
    line.sheets.flatMap((sheet) =>
      sheet.certificate
        ? [`${line.number} #${sheet.setNo}: ${certificateLinkOf(publicUrl, sheet.certificate)}`]
        : [],
    ),
  );
  if (links.length === 0) return undefined;
  const t = texts[locale];
  const extra = links.length - MAX_LINKS;
  return [t.head, ...links.slice(0, MAX_LINKS), ...(extra > 0 ? [t.more(extra)] : [])].join('\n');
}
