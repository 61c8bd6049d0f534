import { webcrypto } from 'node:crypto';

/** jsdom has crypto.getRandomValues but no crypto.subtle: the snapshot checksum needs Node's (as browsers have). */
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
