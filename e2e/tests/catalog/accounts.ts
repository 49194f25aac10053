// Customers created for a journey, straight in the Auth emulator (as a sign-up would).
import { E2E_PORTS, type SitePorts } from '../../support/ports';
import { patchStored, type Stored } from '../../support/stored-documents';

export interface TestCustomer {
  uid: string;
  email: string;
  password: string;
}

/** A new customer in the global site's Auth emulator, or in another site's (`at`). */
export async function createCustomer(prefix: string, at: Pick<SitePorts, 'auth'> = E2E_PORTS): Promise<TestCustomer> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Silver#2026';
  const response = await fetch(`http://127.0.0.1:${at.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: HTTP ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId, email, password };
}

/** A new customer whose saved cart holds `product` at its minimum order quantity (as if added on another device). */
export async function createCustomerWithCart(prefix: string, product: Stored): Promise<TestCustomer> {
  const customer = await createCustomer(prefix);
  await patchStored(`carts/${customer.uid}`, {
    items: [{ productId: product.__id, quantity: Number(product['minOrderQty']), addedPrice: Number(product['price']), addedAt: new Date() }],
    updatedAt: new Date(),
  });
  return customer;
}
