// Fixed-deposit issuers behind one small interface. The only provider is the sandbox catalogue: fictional issuers
// whose products the seed writes into fd_products, so the FD screens and bookings run on one machine. A real
// aggregator would list its issuers here the same way and confirm a paid booking with the issuer.
import { FD_CATALOGUE, type FdCatalogueProduct } from './catalogue';

export type { FdCatalogueProduct };

export interface FdProvider {
  readonly name: string;
  /** True for the sandbox: its products say so on screen. */
  readonly sandbox: boolean;
  products(): readonly FdCatalogueProduct[];
}

export function createFdProvider(): FdProvider {
  return { name: 'sandbox', sandbox: true, products: () => FD_CATALOGUE };
}
