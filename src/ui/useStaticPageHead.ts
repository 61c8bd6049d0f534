import { staticPageHead, type StaticPagePath } from '@/shared/pageHeads';
import { usePageHead } from './usePageHead';

/** A page whose head never changes (about, SmartMatch, contact, login, register), by its path. */
export function useStaticPageHead(path: StaticPagePath): void {
  usePageHead({ ...staticPageHead(path), path });
}
