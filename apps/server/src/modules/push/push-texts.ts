// What a push notice says, in the language the member opted in with (Khmer first).
import { formatMoney, type Locale, type PrizeKind } from '@lottery/contracts';

/** What happened, stored in the outbox without words; `amount` in USD cents. */
export type PushNotice =
  | { kind: 'results'; drawDate: string }
  | {
      kind: 'won';
      drawDate: string;
      number: string;
      prize: PrizeKind;
      amount: number;
      credited: boolean;
    }
  | { kind: 'giftReceived'; sheets: number; by: string }
  | { kind: 'depositPaid'; amount: number }
  /** My number, every draw (issue 32): what was bought for the draw, or why nothing was. */
  | {
      kind: 'subscription';
      drawDate: string;
      number: string;
      sets: number;
      outcome: 'bought' | 'no_stock' | 'balance' | 'limit' | 'closed' | 'failed';
    };

/** The payload the service worker shows (apps/pwa/src/sw.ts reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** Notices with the same tag replace each other on the phone. */
  tag: string;
}

const prizeNames: Record<Locale, Record<PrizeKind, string>> = {
  km: {
    first: 'រង្វាន់ទី ១',
    near1: 'រង្វាន់ជិតរង្វាន់ទី ១',
    second: 'រង្វាន់ទី ២',
    third: 'រង្វាន់ទី ៣',
    fourth: 'រង្វាន់ទី ៤',
    fifth: 'រង្វាន់ទី ៥',
    first3: '៣ ខ្ទង់ដំបូង',
    last3: '៣ ខ្ទង់ចុងក្រោយ',
    last2: '២ ខ្ទង់ចុងក្រោយ',
  },
  th: {
    first: 'รางวัลที่ 1',
    near1: 'รางวัลข้างเคียงรางวัลที่ 1',
    second: 'รางวัลที่ 2',
    third: 'รางวัลที่ 3',
    fourth: 'รางวัลที่ 4',
    fifth: 'รางวัลที่ 5',
    first3: 'เลขหน้า 3 ตัว',
    last3: 'เลขท้าย 3 ตัว',
    last2: 'เลขท้าย 2 ตัว',
  },
  en: {
    first: 'First prize',
    near1: 'Next to the first prize',
    second: 'Second prize',
    third: 'Third prize',
    fourth: 'Fourth prize',
    fifth: 'Fifth prize',
    first3: 'First 3 digits',
    last3: 'Last 3 digits',
    last2: 'Last 2 digits',
  },
};

const texts = {
  km: {
    results: 'លទ្ធផលឆ្នោតបានចេញហើយ',
    resultsBody: (draw: string) => `ការចាប់ឆ្នោត ${draw}៖ មើលថាសំបុត្ររបស់អ្នកត្រូវរង្វាន់ឬទេ។`,
    won: '🎉 អ្នកត្រូវរង្វាន់!',
    credited: 'បានបញ្ចូលក្នុងសមតុល្យ',
    waiting: 'រង់ចាំការបើកប្រាក់',
    giftReceived: 'កាដូរបស់អ្នកត្រូវបានទទួល',
    giftReceivedBody: (sheets: number, by: string) => `${sheets} សន្លឹក ត្រូវបានទទួលដោយ ${by}។`,
    depositPaid: 'ការដាក់ប្រាក់បានទទួល',
    depositPaidBody: (amount: string) => `${amount} បានបញ្ចូលក្នុងសមតុល្យរបស់អ្នក។`,
    subscription: (number: string) => `លេខរបស់ខ្ញុំ ${number}`,
    subscriptionBody: {
      bought: (draw: string, sets: number) => `បានទិញ ${sets} ឈុត សម្រាប់ការចាប់ឆ្នោត ${draw}។`,
      no_stock: (draw: string) => `មិនបានទិញសម្រាប់ ${draw}៖ លេខនេះអស់ពីស្តុក។`,
      balance: (draw: string) => `មិនបានទិញសម្រាប់ ${draw}៖ សមតុល្យមិនគ្រប់គ្រាន់។`,
      limit: (draw: string) => `មិនបានទិញសម្រាប់ ${draw}៖ ដល់កម្រិតចំណាយ ឬកំពុងសម្រាក។`,
      closed: (draw: string) => `មិនបានទិញសម្រាប់ ${draw}៖ ការលក់បានបិទ។`,
      failed: (draw: string) => `មិនបានទិញសម្រាប់ ${draw}៖ មានបញ្ហា សូមទិញដោយខ្លួនឯង។`,
    },
  },
  th: {
    results: 'ผลรางวัลออกแล้ว',
    resultsBody: (draw: string) => `งวด ${draw}: ดูว่าสลากของคุณถูกรางวัลหรือไม่`,
    won: '🎉 คุณถูกรางวัล!',
    credited: 'เข้ายอดเงินแล้ว',
    waiting: 'รอจ่าย',
    giftReceived: 'ของขวัญของคุณถูกรับแล้ว',
    giftReceivedBody: (sheets: number, by: string) => `${sheets} ใบ รับโดย ${by}`,
    depositPaid: 'ได้รับเงินฝากแล้ว',
    depositPaidBody: (amount: string) => `${amount} เข้ายอดเงินของคุณแล้ว`,
    subscription: (number: string) => `เลขของฉัน ${number}`,
    subscriptionBody: {
      bought: (draw: string, sets: number) => `ซื้อแล้ว ${sets} ชุด งวด ${draw}`,
      no_stock: (draw: string) => `งวด ${draw} ไม่ได้ซื้อ: เลขนี้หมด`,
      balance: (draw: string) => `งวด ${draw} ไม่ได้ซื้อ: ยอดเงินไม่พอ`,
      limit: (draw: string) => `งวด ${draw} ไม่ได้ซื้อ: ถึงวงเงินที่ตั้งไว้หรืออยู่ในช่วงพัก`,
      closed: (draw: string) => `งวด ${draw} ไม่ได้ซื้อ: ปิดขายแล้ว`,
      failed: (draw: string) => `งวด ${draw} ไม่ได้ซื้อ: เกิดข้อผิดพลาด กรุณาซื้อเอง`,
    },
  },
  en: {
    results: 'The results are out',
    resultsBody: (draw: string) => `Draw of ${draw}: see whether your tickets won.`,
    won: '🎉 You won!',
    credited: 'credited to your balance',
    waiting: 'waiting for payout',
    giftReceived: 'Your gift was received',
    giftReceivedBody: (sheets: number, by: string) =>
      `${sheets === 1 ? '1 sheet' : `${sheets} sheets`} received by ${by}.`,
    depositPaid: 'Deposit received',
    depositPaidBody: (amount: string) => `${amount} is in your balance.`,
    subscription: (number: string) => `My number ${number}`,
    subscriptionBody: {
      bought: (draw: string, sets: number) =>
        `Bought ${sets === 1 ? '1 set' : `${sets} sets`} for the draw of ${draw}.`,
      no_stock: (draw: string) => `Not bought for ${draw}: the number is out of stock.`,
      balance: (draw: string) => `Not bought for ${draw}: your balance is too low.`,
      limit: (draw: string) => `Not bought for ${draw}: a spending limit or break stopped it.`,
      closed: (draw: string) => `Not bought for ${draw}: sales had closed.`,
      failed: (draw: string) => `Not bought for ${draw}: something went wrong, buy it yourself.`,
    },
  },
};

/** "2026-12-16" → "16/12/2026", as the PWA shows draw days. */
function drawDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The notice in words, with the page a tap on it opens. */
export function pushMessage(locale: Locale, notice: PushNotice): PushMessage {
  const t = texts[locale];
  switch (notice.kind) {
    case 'results':
      return {
        title: t.results,
        body: t.resultsBody(drawDay(notice.drawDate)),
        url: '/profile/my-tickets',
        tag: `results-${notice.drawDate}`,
      };
    case 'won':
      return {
        title: t.won,
        body: `${notice.number} · ${prizeNames[locale][notice.prize]} · ${formatMoney(notice.amount, 'usd')} (${notice.credited ? t.credited : t.waiting})`,
        url: '/profile/prizes',
        tag: `won-${notice.drawDate}-${notice.number}-${notice.prize}`,
      };
    case 'giftReceived':
      return {
        title: t.giftReceived,
        body: t.giftReceivedBody(notice.sheets, notice.by),
        url: '/profile/my-tickets',
        tag: 'gift',
      };
    case 'depositPaid':
      return {
        title: t.depositPaid,
        body: t.depositPaidBody(formatMoney(notice.amount, 'usd')),
        url: '/profile/payment',
        tag: 'deposit',
      };
    case 'subscription':
      return {
        title: t.subscription(notice.number),
        body:
          notice.outcome === 'bought'
            ? t.subscriptionBody.bought(drawDay(notice.drawDate), notice.sets)
            : t.subscriptionBody[notice.outcome](drawDay(notice.drawDate)),
        url: '/profile/my-numbers',
        tag: `subscription-${notice.drawDate}-${notice.number}`,
      };
  }
}
