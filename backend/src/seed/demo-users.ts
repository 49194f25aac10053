// The two demo accounts: created in the Auth emulator (its state is not persisted, so on every
// start) with fixed ids, passwords and claims, and described in `webusers/{uid}`.

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  firstName: string;
  lastName: string;
  phone: string;
  admin: boolean;
}

export const DEMO_CUSTOMER: DemoUser = {
  uid: 'demo-customer',
  email: 'customer@example.com',
  password: 'Customer#2026',
  displayName: 'Priya Sharma',
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '+91 98765 43211',
  admin: false,
};

export const DEMO_ADMIN: DemoUser = {
  uid: 'demo-admin',
  email: 'admin@example.com',
  password: 'Admin#2026',
  displayName: 'Rohan Admin',
  firstName: 'Rohan',
  lastName: 'Admin',
  phone: '+91 98765 43212',
  admin: true,
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_CUSTOMER, DEMO_ADMIN];

export function webUserDocument(user: DemoUser, createdAt: Date): Record<string, unknown> {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: null,
    emailVerified: true,
    createdAt,
    lastLogin: createdAt,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    emailPreferences: { orderUpdates: true, promotions: true, newsletter: true },
  };
}

/** The customer's saved delivery address, so checkout has something to select. */
export function customerAddress(createdAt: Date): Record<string, unknown> {
  return {
    label: 'Shop',
    fullName: 'Priya Sharma',
    phone: '+91 98765 43211',
    line1: 'Shop 4, Sample Market Complex',
    line2: 'Near Example Circle, Navrangpura',
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380009',
    country: 'India',
    isDefault: true,
    createdAt,
    updatedAt: createdAt,
  };
}
