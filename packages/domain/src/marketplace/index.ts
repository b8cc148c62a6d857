export * from './champion';
export * from './coins';
export * from './shipping';
export * from './totals';
export * from './quantity';
export * from './checkout-address';
export * from './checkout-steps';
export * from './order-status';
