/**
 * Type-level tests of the typed client, run by `tsc` (the lint step), never executed: each
 * `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused. So a
 * wrong path, a wrong field, a missing field or a misread answer cannot creep back in unnoticed.
 */
import type { Deposit, PrizeCheck } from '@lottery/contracts';
import { apiGet, apiMoney, apiPost, apiRead, apiUpload } from './api-client';

export function typedClientProbes(form: FormData) {
  // A path that is not in the table.
  // @ts-expect-error '/api/customer/user/profil' is no path of the API
  void apiPost('/api/customer/user/profil');
  // @ts-expect-error a POST route is not a GET
  void apiGet('/api/customer/user/verifyOtp');
  // @ts-expect-error a public read that does not exist
  void apiRead('homepage');

  // A field the request does not have, and one it needs left out.
  // @ts-expect-error `phone` is no field of verifyOtp (it is `Tel`)
  void apiPost('/api/customer/user/verifyOtp', { phone: '012345678', otp: '123456' });
  // @ts-expect-error `otp` is required
  void apiPost('/api/customer/user/verifyOtp', { Tel: '012345678' });
  // @ts-expect-error a body is required here
  void apiPost('/api/customer/payment/getDeposit');
  // @ts-expect-error `amt` is a string on the wire ("25.00")
  void apiMoney('/api/customer/payment/deposit', { amt: 25 }, 'key');
  // @ts-expect-error `numbers` is no query parameter of check-ticket
  void apiRead('check-ticket', { numbers: '123456' });
  // @ts-expect-error uploads take a multipart form, JSON routes do not
  void apiUpload('/api/customer/user/profile', form);

  // The answer is the table's: a deposit has `RefId`, a prize check `prizes`-like fields.
  void apiPost('/api/customer/payment/getDeposit', { RefId: 'D1' }).then((deposit) => {
    const same: Deposit = deposit;
    // @ts-expect-error no such field on a deposit
    void deposit.refid;
    return same;
  });
  void apiRead('check-ticket', { number: '123456' }).then((check): PrizeCheck => check);
}
