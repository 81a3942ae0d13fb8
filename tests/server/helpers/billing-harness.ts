import type { AddressInfo } from 'node:net';
import type { Billing } from '@server/billing/config';
import { createBillplzClient, type BillplzClient } from '@server/billing/client';
import { createBillplzSandbox, type BillplzSandbox } from '@server/billing/sandbox';
import type { Backend } from './backends';
import { startHarness, type Harness } from './harness';

export interface BillplzKeys {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

export interface BillingHarness {
  h: Harness;
  gateway: BillplzSandbox;
  gatewayUrl: string;
  billing: Billing;
  stop(): Promise<void>;
}

/**
 * An API harness paying through the local Billplz sandbox, both listening on loopback: the gateway
 * calls the API back, and the API's address is known only once it listens, so the billing object
 * reads it late. `wrap` may stand between the API and the gateway's client (to count bills made).
 */
export async function startBillingHarness(backend: Backend, keys: BillplzKeys, wrap: (client: BillplzClient) => BillplzClient = (c) => c): Promise<BillingHarness> {
  const gateway = createBillplzSandbox(keys);
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  const gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  gateway.setPublicUrl(gatewayUrl);
  let apiUrl = '';
  const billing: Billing = {
    client: wrap(createBillplzClient({ ...keys, baseUrl: gatewayUrl })),
    get callbackUrl() {
      return `${apiUrl}/billplz/callback`;
    },
    redirectUrl: 'http://127.0.0.1:8080/payment/callback',
  };
  const h = await startHarness(backend, { billing });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  apiUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  return {
    h,
    gateway,
    gatewayUrl,
    billing,
    stop: async () => {
      await h.stop();
      await gateway.app.close();
    },
  };
}
