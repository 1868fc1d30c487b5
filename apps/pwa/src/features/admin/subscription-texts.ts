import type { Locale, RunOutcome } from '@lottery/contracts';

/**
 * The Subscriptions tab's texts, in the admin's lazy chunk rather than messages/*.json (which
 * every member loads first). Outcomes are said of the member, not to them.
 */
const texts = {
  km: {
    about: 'លេខដែលសមាជិកទិញដោយស្វ័យប្រវត្តិគ្រប់ការចាប់ឆ្នោត និងលទ្ធផលនៃការចាប់ឆ្នោតថ្មីៗ។',
    none: 'មិនទាន់មានសមាជិកណាម្នាក់ជាវលេខនៅឡើយទេ។',
    setsOf: 'ឈុត',
    for: 'សម្រាប់',
    paused: 'បានផ្អាក',
    since: 'ចាប់ពី',
    noRuns: 'មិនទាន់មានការចាប់ឆ្នោតនៅឡើយទេ',
    order: 'ការបញ្ជាទិញ',
    bought: 'បានទិញ',
    no_stock: 'មិនបានទិញ៖ លេខនេះអស់ពីស្តុក',
    balance: 'មិនបានទិញ៖ សមតុល្យមិនគ្រប់គ្រាន់',
    limit: 'មិនបានទិញ៖ ដែនកំណត់ចំណាយ ឬការសម្រាករបស់សមាជិក',
    closed: 'មិនបានទិញ៖ ការលក់បានបិទ',
    failed: 'មិនបានទិញ៖ មានបញ្ហា (មើលកំណត់ហេតុម៉ាស៊ីនមេ)',
    pending: 'កំពុងទិញ…',
  },
  th: {
    about: 'เลขที่สมาชิกให้ซื้ออัตโนมัติทุกงวด และผลของงวดล่าสุด',
    none: 'ยังไม่มีสมาชิกสมัครเลขประจำ',
    setsOf: 'ชุด',
    for: 'สำหรับ',
    paused: 'พักไว้',
    since: 'ตั้งแต่',
    noRuns: 'ยังไม่มีงวด',
    order: 'คำสั่งซื้อ',
    bought: 'ซื้อแล้ว',
    no_stock: 'ไม่ได้ซื้อ: เลขนี้หมด',
    balance: 'ไม่ได้ซื้อ: ยอดเงินของสมาชิกไม่พอ',
    limit: 'ไม่ได้ซื้อ: เกินวงเงินหรือสมาชิกอยู่ในช่วงพัก',
    closed: 'ไม่ได้ซื้อ: ปิดการขายแล้ว',
    failed: 'ไม่ได้ซื้อ: มีปัญหา (ดูบันทึกของเซิร์ฟเวอร์)',
    pending: 'กำลังซื้อ…',
  },
  en: {
    about: 'Numbers members have bought for them at every draw, and what came of recent draws.',
    none: 'No member subscribes to a number yet.',
    setsOf: 'sets',
    for: 'for',
    paused: 'Paused',
    since: 'since',
    noRuns: 'No draw yet',
    order: 'order',
    bought: 'Bought',
    no_stock: 'Not bought: the number was sold out',
    balance: 'Not bought: the member’s balance was too low',
    limit: 'Not bought: the member’s spending limit or break',
    closed: 'Not bought: sales had closed',
    failed: 'Not bought: a problem (see the server log)',
    pending: 'Buying…',
  },
} satisfies Record<Locale, Record<string, string> & Record<RunOutcome, string>>;

export type SubscriptionAdminText = keyof (typeof texts)['en'];
export const subscriptionAdminText = (locale: Locale, key: SubscriptionAdminText) =>
  texts[locale][key];
