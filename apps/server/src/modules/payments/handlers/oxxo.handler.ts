import { deferredHandler } from './deferred-handler';

/** Cash at an OXXO counter, with a voucher number and its barcode (decision 060). */
export const oxxoHandler = deferredHandler('oxxo');
