import { centsToDecimal } from '@lottery/contracts';
import khqr from 'bakong-khqr';

const { BakongKHQR, IndividualInfo, khqrData } = khqr;

export interface KhqrPayee {
  accountId: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * The KHQR payment string (EMV QR) for one deposit: USD, the exact amount, the RefId as the bill
 * number (so the transfer can be matched), and an expiry that banking apps enforce. With it, its
 * MD5 as the SDK computes it: what Bakong's transaction check is asked about.
 */
export function depositKhqr(
  payee: KhqrPayee,
  deposit: { refId: string; cents: number; expiresAt: Date },
): { qr: string; md5: string } {
  const answer = new BakongKHQR().generateIndividual(
    new IndividualInfo(payee.accountId, payee.merchantName, payee.merchantCity, {
      currency: khqrData.currency.usd,
      // A two-decimal string: the SDK reformats it with toFixed(2), which is exact for these.
      amount: centsToDecimal(deposit.cents),
      billNumber: deposit.refId,
      expirationTimestamp: deposit.expiresAt.getTime(),
    }),
  );
  if (!answer.data) {
    throw new Error(`KHQR generation failed: ${answer.status.message ?? answer.status.errorCode}`);
  }
  return answer.data;
}
