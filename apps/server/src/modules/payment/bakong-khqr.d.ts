// The parts of the `bakong-khqr` SDK (plain CommonJS, no types of its own) that deposits use.
declare module 'bakong-khqr' {
  interface KHQRStatus {
    code: number;
    errorCode: number | null;
    message: string | null;
  }
  interface KHQRResult<T> {
    status: KHQRStatus;
    data: T | null;
  }
  interface OptionalData {
    currency?: number;
    amount?: number | string;
    billNumber?: string;
    storeLabel?: string;
    terminalLabel?: string;
    mobileNumber?: string;
    expirationTimestamp?: number;
    merchantCategoryCode?: string;
  }
  class IndividualInfo {
    constructor(
      bakongAccountID: string,
      merchantName: string,
      merchantCity: string,
      optional?: OptionalData,
    );
  }
  class BakongKHQR {
    generateIndividual(info: IndividualInfo): KHQRResult<{ qr: string; md5: string }>;
    static verify(qr: string): { isValid: boolean };
    static decode(qr: string): KHQRResult<Record<string, string | null>>;
  }
  const khqr: {
    BakongKHQR: typeof BakongKHQR;
    IndividualInfo: typeof IndividualInfo;
    khqrData: { currency: { usd: number; khr: number } };
  };
  export default khqr;
}
