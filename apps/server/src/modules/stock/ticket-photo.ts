/**
 * A stylised Thai government lottery ticket as a small SVG: the demo shop's sheet photos, so
 * every sheet has a picture without shipping image files.
 */
const TICKET_NAME = /^(\d{6})-(\d{1,4})\.svg$/;

export function parseTicketPhotoName(name: string): { number: string; set: number } | null {
  const match = TICKET_NAME.exec(name);
  if (!match) return null;
  const set = Number(match[2]);
  return set >= 1 ? { number: match[1]!, set } : null;
}

export function ticketPhotoPath(number: string, set: number): string {
  return `/ticket-photo/${number}-${set}.svg`;
}

export function ticketSvg(number: string, set: number): string {
  const digits = [...number]
    .map((digit, i) => `<text x="${196 + i * 30}" y="78" class="n">${digit}</text>`)
    .join('');
  // Seeded by the number, so a sheet always looks the same.
  const hue = (Number(number) * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<style>.n{font:700 30px monospace;fill:#b00020;text-anchor:middle}.t{font:600 13px sans-serif;fill:#333}.s{font:11px sans-serif;fill:#555}</style>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,92%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,84%)"/></linearGradient>
<pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="1.2" fill="#0001"/></pattern></defs>
<rect width="400" height="200" rx="10" fill="url(#g)"/><rect width="400" height="200" rx="10" fill="url(#p)"/>
<rect x="4" y="4" width="392" height="192" rx="8" fill="none" stroke="#7a5c00" stroke-width="2"/>
<circle cx="70" cy="100" r="46" fill="#fff8" stroke="#7a5c00" stroke-width="2"/>
<text x="70" y="96" class="t" text-anchor="middle">สลาก</text><text x="70" y="114" class="t" text-anchor="middle">กินแบ่ง</text>
<text x="270" y="30" class="t" text-anchor="middle">สลากกินแบ่งรัฐบาล</text>
<rect x="172" y="48" width="198" height="42" rx="6" fill="#fff"/>${digits}
<text x="270" y="118" class="s" text-anchor="middle">ชุดที่ ${set} · Set ${set}</text>
<text x="270" y="140" class="s" text-anchor="middle">ราคา 80 บาท</text>
<rect x="150" y="160" width="240" height="20" fill="#0002"/>
<text x="270" y="174" class="s" text-anchor="middle" font-family="monospace">${number} ${String(set).padStart(2, '0')} ${number.slice(3)}</text>
</svg>`;
}
