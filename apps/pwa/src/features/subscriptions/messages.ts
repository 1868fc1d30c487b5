import type { Locale } from '@lottery/contracts';
import type { RunOutcome } from './api';

/**
 * The page's texts, here and not in messages/*.json: km.json is in the first load, and its
 * budget (140 KiB) has no room for a page opened from the profile. Same keys in every language.
 */
const texts = {
  km: {
    title: 'លេខរបស់ខ្ញុំ គ្រប់ការចាប់ឆ្នោត',
    help: 'លេខទាំងនេះត្រូវបានទិញសម្រាប់អ្នកពីសមតុល្យរបស់អ្នក នៅពេលការចាប់ឆ្នោតថ្មីបើកលក់ (ក្នុងដែនកំណត់ចំណាយរបស់អ្នក)។ រហូតដល់ ១០ លេខ។',
    number: 'លេខ ៦ ខ្ទង់',
    sets: 'ចំនួនឈុត',
    add: 'បន្ថែម',
    none: 'មិនទាន់មានលេខនៅឡើយទេ។',
    pause: 'ផ្អាក',
    resume: 'បន្ត',
    remove: 'លុប',
    paused: 'បានផ្អាក',
    forFriend: 'ទិញសម្រាប់មិត្តភក្តិ',
    friendName: 'ឈ្មោះមិត្តភក្តិ',
    friendPhone: 'លេខទូរស័ព្ទមិត្តភក្តិ',
    for: 'សម្រាប់',
    friendNeedsTopup:
      'ការទិញសម្រាប់មិត្តភក្តិរាល់ការចាប់ឆ្នោត មិនមានសម្រាប់គណនីរបស់អ្នកទេ៖ វាត្រូវការរូបថតអត្តសញ្ញាណរបស់មិត្តភក្តិរៀងរាល់លើក។',
    setsOf: 'ឈុត',
    bought: 'បានទិញ',
    no_stock: 'មិនបានទិញ៖ លេខនេះអស់ពីស្តុក',
    balance: 'មិនបានទិញ៖ សមតុល្យមិនគ្រប់គ្រាន់',
    limit: 'មិនបានទិញ៖ ដែនកំណត់ចំណាយ ឬការសម្រាករបស់អ្នក',
    closed: 'មិនបានទិញ៖ ការលក់បានបិទ',
    failed: 'មិនបានទិញ៖ មានបញ្ហា សូមទាក់ទងហាង',
    pending: 'កំពុងទិញ…',
  },
  th: {
    title: 'เลขของฉัน ทุกงวด',
    help: 'เลขเหล่านี้จะถูกซื้อให้คุณจากยอดเงินคงเหลือเมื่องวดใหม่เปิดขาย (ภายในวงเงินการใช้จ่ายของคุณ) ได้สูงสุด 10 เลข',
    number: 'เลข 6 หลัก',
    sets: 'จำนวนชุด',
    add: 'เพิ่ม',
    none: 'ยังไม่มีเลข',
    pause: 'พัก',
    resume: 'ทำต่อ',
    remove: 'ลบ',
    paused: 'พักไว้',
    forFriend: 'ซื้อให้เพื่อน',
    friendName: 'ชื่อเพื่อน',
    friendPhone: 'เบอร์โทรเพื่อน',
    for: 'สำหรับ',
    friendNeedsTopup: 'การซื้อให้เพื่อนทุกงวดใช้กับบัญชีของคุณไม่ได้ เพราะต้องใช้รูปบัตรประชาชนของเพื่อนทุกครั้ง',
    setsOf: 'ชุด',
    bought: 'ซื้อแล้ว',
    no_stock: 'ไม่ได้ซื้อ: เลขนี้หมด',
    balance: 'ไม่ได้ซื้อ: ยอดเงินไม่พอ',
    limit: 'ไม่ได้ซื้อ: เกินวงเงินหรืออยู่ในช่วงพัก',
    closed: 'ไม่ได้ซื้อ: ปิดการขายแล้ว',
    failed: 'ไม่ได้ซื้อ: มีปัญหา กรุณาติดต่อร้าน',
    pending: 'กำลังซื้อ…',
  },
  en: {
    title: 'My numbers, every draw',
    help: 'These numbers are bought for you from your balance when a new draw opens for sale (within your spending limits). Up to 10 numbers.',
    number: 'Six-digit number',
    sets: 'Sets',
    add: 'Add',
    none: 'No numbers yet.',
    pause: 'Pause',
    resume: 'Resume',
    remove: 'Remove',
    paused: 'Paused',
    forFriend: 'For a friend',
    friendName: 'Friend’s name',
    friendPhone: 'Friend’s phone',
    for: 'for',
    friendNeedsTopup:
      'Buying for a friend every draw is not offered on your account: each draw would need your friend’s ID photo.',
    setsOf: 'sets',
    bought: 'Bought',
    no_stock: 'Not bought: the number is sold out',
    balance: 'Not bought: your balance is too low',
    limit: 'Not bought: your spending limit or break',
    closed: 'Not bought: sales had closed',
    failed: 'Not bought: a problem, please contact the shop',
    pending: 'Buying…',
  },
} satisfies Record<Locale, Record<string, string> & Record<RunOutcome, string>>;

export type SubscriptionText = keyof (typeof texts)['en'];
export const subscriptionText = (locale: Locale, key: SubscriptionText) => texts[locale][key];
