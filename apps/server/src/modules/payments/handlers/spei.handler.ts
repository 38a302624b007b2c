import { deferredHandler } from './deferred-handler';

/** A SPEI bank transfer to a CLABE with a reference; it may bring less or more (decision 060). */
export const speiHandler = deferredHandler('spei');
