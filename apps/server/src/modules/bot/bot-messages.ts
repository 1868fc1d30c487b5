// What the bot says, in the member's language (Khmer first). Plain text: nothing to escape.
import { formatMoney, type AlertKind, type Locale } from '@lottery/contracts';

/** The language of a Telegram user: theirs when the shop speaks it, else Khmer. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  const code = languageCode?.slice(0, 2).toLowerCase();
  return code === 'th' || code === 'en' || code === 'km' ? code : 'km';
}

const usd = (cents: number) => formatMoney(cents, 'usd');

export interface TicketLine {
  number: string;
  sheets: number;
}

/** A number's outcome in a draw's results for one chat; amounts in cents. */
export interface ResultLine {
  number: string;
  sheets: number;
  credited: number;
  waiting: number;
}

const kindNames: Record<Locale, Record<AlertKind, string>> = {
  km: { six: 'លេខទាំង ៦ខ្ទង់', first3: '៣ខ្ទង់ដំបូង', last3: '៣ខ្ទង់ចុងក្រោយ', last2: '២ខ្ទង់ចុងក្រោយ' },
  th: { six: 'ครบ 6 หลัก', first3: '3 ตัวหน้า', last3: '3 ตัวท้าย', last2: '2 ตัวท้าย' },
  en: { six: 'all six digits', first3: 'first 3', last3: 'last 3', last2: 'last 2' },
};

const texts = {
  km: {
    tickets: (draw: string) => `🎫 សំបុត្រឆ្នោតរបស់អ្នក សម្រាប់ការចាប់ឆ្នោត ${draw}`,
    sheets: (n: number) => `${n} សន្លឹក`,
    see: 'មើលសំបុត្រ',
    badTicket: 'តំណសំបុត្រនេះមិនត្រឹមត្រូវទេ។ សូមសុំតំណថ្មីពីអ្នកទិញ។',
    claimed: 'សំបុត្រទាំងនេះត្រូវបានទទួលរួចហើយនៅក្នុងការជជែកផ្សេងទៀត។',
    linked: 'គណនីរបស់អ្នកត្រូវបានភ្ជាប់។ លទ្ធផលឆ្នោត និងការជូនដំណឹងលេខ នឹងផ្ញើមកទីនេះ។',
    badLink: 'តំណនេះផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមបើកប្រវត្តិរូបរបស់អ្នក ដើម្បីយកតំណថ្មី។',
    hello: 'សួស្តី! បើកតំណពីបង្កាន់ដៃរបស់អ្នក ដើម្បីទទួលសំបុត្រ ឬភ្ជាប់គណនីពីប្រវត្តិរូប។',
    results: (draw: string) => `📣 លទ្ធផលឆ្នោត ${draw}`,
    noPrize: 'មិនត្រូវរង្វាន់',
    credited: (amount: string) => `ត្រូវរង្វាន់ ${amount} (បានបញ្ចូលក្នុងសមតុល្យ)`,
    waiting: (amount: string) => `ត្រូវរង្វាន់ ${amount} (រង់ចាំការបើកប្រាក់)`,
    alert: (number: string, kind: string, draw: string) =>
      `🔔 លេខ ${number} (${kind}) មានលក់ហើយ សម្រាប់ការចាប់ឆ្នោត ${draw}`,
    buy: 'ទិញឥឡូវនេះ',
  },
  th: {
    tickets: (draw: string) => `🎫 สลากของคุณ งวด ${draw}`,
    sheets: (n: number) => `${n} ใบ`,
    see: 'ดูสลาก',
    badTicket: 'ลิงก์สลากนี้ไม่ถูกต้อง กรุณาขอลิงก์ใหม่จากผู้ซื้อ',
    claimed: 'สลากชุดนี้ถูกรับไปแล้วในแชทอื่น',
    linked: 'เชื่อมบัญชีแล้ว ผลรางวัลและการแจ้งเตือนเลขจะส่งมาที่นี่',
    badLink: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว เปิดโปรไฟล์เพื่อรับลิงก์ใหม่',
    hello: 'สวัสดี! เปิดลิงก์จากใบเสร็จเพื่อรับสลาก หรือเชื่อมบัญชีจากโปรไฟล์',
    results: (draw: string) => `📣 ผลรางวัล งวด ${draw}`,
    noPrize: 'ไม่ถูกรางวัล',
    credited: (amount: string) => `ถูกรางวัล ${amount} (เข้ายอดเงินแล้ว)`,
    waiting: (amount: string) => `ถูกรางวัล ${amount} (รอจ่าย)`,
    alert: (number: string, kind: string, draw: string) =>
      `🔔 เลข ${number} (${kind}) มีขายแล้ว งวด ${draw}`,
    buy: 'ซื้อเลย',
  },
  en: {
    tickets: (draw: string) => `🎫 Your tickets for the draw of ${draw}`,
    sheets: (n: number) => (n === 1 ? '1 sheet' : `${n} sheets`),
    see: 'See the tickets',
    badTicket: 'This ticket link is not valid. Ask the buyer for the link again.',
    claimed: 'These tickets were already received in another chat.',
    linked: 'Your account is linked: draw results and number alerts will come here.',
    badLink: 'This link has expired or was already used. Open your profile for a new one.',
    hello:
      'Hello! Open the link on your receipt to receive tickets, or link your account from your profile.',
    results: (draw: string) => `📣 Results of the draw of ${draw}`,
    noPrize: 'no prize',
    credited: (amount: string) => `won ${amount} (credited to your balance)`,
    waiting: (amount: string) => `won ${amount} (waiting for payout)`,
    alert: (number: string, kind: string, draw: string) =>
      `🔔 ${number} (${kind}) is in stock for the draw of ${draw}`,
    buy: 'Buy now',
  },
} satisfies Record<Locale, unknown>;

export const botText = (locale: Locale) => texts[locale];

/** "2026-12-16" → "16/12/2026", as the PWA shows draw days. */
export function drawDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

export function ticketsText(locale: Locale, drawDate: string, lines: TicketLine[]): string {
  const t = texts[locale];
  return [
    t.tickets(drawDay(drawDate)),
    '',
    ...lines.map((line) => `${line.number} · ${t.sheets(line.sheets)}`),
  ].join('\n');
}

export function resultsText(locale: Locale, drawDate: string, lines: ResultLine[]): string {
  const t = texts[locale];
  const outcome = (line: ResultLine) =>
    [
      line.credited ? t.credited(usd(line.credited)) : '',
      line.waiting ? t.waiting(usd(line.waiting)) : '',
    ]
      .filter(Boolean)
      .join(', ') || t.noPrize;
  return [
    t.results(drawDay(drawDate)),
    '',
    ...lines.map((line) => `${line.number} · ${t.sheets(line.sheets)}: ${outcome(line)}`),
  ].join('\n');
}

export function alertText(locale: Locale, number: string, kind: AlertKind, drawDate: string) {
  return texts[locale].alert(number, kindNames[locale][kind], drawDay(drawDate));
}

/** A message with one button opening a page of the shop. */
export function withLink(text: string, label: string, url: string | undefined) {
  return url ? { text, reply_markup: { inline_keyboard: [[{ text: label, url }]] } } : { text };
}
