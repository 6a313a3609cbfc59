/** Seed data of the StatGrid page fixture, shared by its test and story. */
export const BOARD = { premium: 1286450, premiumTrend: 12.5, newCustomers: 36, renewalRate: 78.4, todo: 9, friends: 1024, claims: 0 };
