// The passkey screens' texts, here rather than in messages/*.json: km.json is in the first-load
// chunk, these travel with the (lazily loaded) screens that show them. Identical keys in all three.
// Plain texts, no {placeholders}: the app formats messages without the ICU parser (vite.config.ts).
const km = {
  'passkeys.title': 'កូដសម្ងាត់',
  'passkeys.lead':
    'ចូលគណនីដោយស្នាមម្រាមដៃ មុខ ឬលេខកូដទូរស័ព្ទរបស់អ្នក ហើយបញ្ជាក់ការដកប្រាក់ និងការប្ដូរគណនីធនាគារដោយមិនចាំបាច់រង់ចាំសារ SMS។',
  'passkeys.name': 'ឈ្មោះកូដសម្ងាត់',
  'passkeys.namePlaceholder': 'ទូរស័ព្ទរបស់ខ្ញុំ',
  'passkeys.add': 'បន្ថែមកូដសម្ងាត់',
  'passkeys.none': 'មិនទាន់មានកូដសម្ងាត់នៅឡើយទេ។',
  'passkeys.created': 'បានបន្ថែម',
  'passkeys.lastUsed': 'ប្រើចុងក្រោយ',
  'passkeys.neverUsed': 'មិនទាន់បានប្រើ',
  'passkeys.remove': 'លុប',
  'passkeys.removeConfirm': 'បញ្ចូលពាក្យសម្ងាត់របស់អ្នក ដើម្បីលុបកូដសម្ងាត់នេះ',
  'passkeys.password': 'ពាក្យសម្ងាត់',
  'passkeys.cancelled': 'ការប្រើកូដសម្ងាត់ត្រូវបានបោះបង់ ឬមិនអាចប្រើបាននៅលើឧបករណ៍នេះទេ។',
  'passkeys.unsupported': 'កម្មវិធីរុករកនេះមិនគាំទ្រកូដសម្ងាត់ទេ។',
  'passkeys.signIn': 'ចូលដោយកូដសម្ងាត់',
  'passkeys.stepUp': 'បញ្ជាក់ដោយកូដសម្ងាត់',
  'passkeys.stepUpLead': 'ដើម្បីសុវត្ថិភាព សូមបញ្ជាក់ដោយកូដសម្ងាត់របស់អ្នក។',
};
type Texts = typeof km;

const th: Texts = {
  'passkeys.title': 'พาสคีย์',
  'passkeys.lead':
    'เข้าสู่ระบบด้วยลายนิ้วมือ ใบหน้า หรือรหัสล็อกโทรศัพท์ และยืนยันการถอนเงินและการเปลี่ยนบัญชีธนาคารโดยไม่ต้องรอ SMS',
  'passkeys.name': 'ชื่อพาสคีย์',
  'passkeys.namePlaceholder': 'โทรศัพท์ของฉัน',
  'passkeys.add': 'เพิ่มพาสคีย์',
  'passkeys.none': 'ยังไม่มีพาสคีย์',
  'passkeys.created': 'เพิ่มเมื่อ',
  'passkeys.lastUsed': 'ใช้ล่าสุด',
  'passkeys.neverUsed': 'ยังไม่เคยใช้',
  'passkeys.remove': 'ลบ',
  'passkeys.removeConfirm': 'กรอกรหัสผ่านเพื่อลบพาสคีย์นี้',
  'passkeys.password': 'รหัสผ่าน',
  'passkeys.cancelled': 'การใช้พาสคีย์ถูกยกเลิก หรือใช้ไม่ได้บนอุปกรณ์นี้',
  'passkeys.unsupported': 'เบราว์เซอร์นี้ไม่รองรับพาสคีย์',
  'passkeys.signIn': 'เข้าสู่ระบบด้วยพาสคีย์',
  'passkeys.stepUp': 'ยืนยันด้วยพาสคีย์',
  'passkeys.stepUpLead': 'เพื่อความปลอดภัย กรุณายืนยันด้วยพาสคีย์ของคุณ',
};

const en: Texts = {
  'passkeys.title': 'Passkeys',
  'passkeys.lead':
    'Sign in with your fingerprint, face or phone lock, and confirm withdrawals and bank account changes without waiting for an SMS.',
  'passkeys.name': 'Passkey name',
  'passkeys.namePlaceholder': 'My phone',
  'passkeys.add': 'Add a passkey',
  'passkeys.none': 'No passkeys yet.',
  'passkeys.created': 'Added',
  'passkeys.lastUsed': 'Last used',
  'passkeys.neverUsed': 'Not used yet',
  'passkeys.remove': 'Remove',
  'passkeys.removeConfirm': 'Enter your password to remove this passkey',
  'passkeys.password': 'Password',
  'passkeys.cancelled': 'The passkey was cancelled or cannot be used on this device.',
  'passkeys.unsupported': 'This browser does not support passkeys.',
  'passkeys.signIn': 'Sign in with a passkey',
  'passkeys.stepUp': 'Confirm with a passkey',
  'passkeys.stepUpLead': 'For your safety, confirm with your passkey.',
};

export const passkeyTexts = { km, th, en } as const;
