import {
  apiPath,
  apiRoutes,
  type CardTokenResponse,
  type SandboxCardBody,
} from '@canasta/contract';
import { apiPost } from '../../../lib/api-client';

/**
 * The sandbox's stand-in for a provider's client library (outside production only): the card
 * is checked and dropped, a token comes back with the brand and last four digits.
 */
export function createSandboxToken(body: SandboxCardBody): Promise<CardTokenResponse> {
  return apiPost<CardTokenResponse>(apiPath(apiRoutes.sandboxCardTokens, {}), body);
}
