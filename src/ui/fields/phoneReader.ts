import { useEffect, useState } from 'react';

/**
 * The phone number reader (shared/phone.ts: libphonenumber-js with our markets' metadata, ~12 KB gzipped) in a chunk
 * of its own, fetched when a phone field mounts: the forms that ask for a number (registration, contact, My Profile)
 * paint without it, and nothing needs it before the person has typed.
 */
export type PhoneReader = typeof import('@/shared/phone');

let reader: PhoneReader | null = null;
let loading: Promise<PhoneReader> | null = null;

export function loadPhoneReader(): Promise<PhoneReader> {
  loading ??= import(/* webpackChunkName: "phone" */ '@/shared/phone').then((m) => (reader = m));
  return loading;
}

/** The reader once loaded (null until then); asks for it on mount. */
export function usePhoneReader(): PhoneReader | null {
  const [loaded, setLoaded] = useState<PhoneReader | null>(reader);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadPhoneReader().then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
