import { useEffect, useRef } from 'react';
import { HOME_HEAD, type PageText } from '@/shared/siteHead';

export interface PageHeadInput extends PageText {
  /** The canonical path ('/jobs?page=2'), or null for a page without one (a closed job). */
  path: string | null;
}

function metaDescription(): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!el) {
    el = document.createElement('meta');
    el.name = 'description';
    document.head.appendChild(el);
  }
  return el;
}

function setCanonical(path: string | null): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = `${window.location.origin}${path}`;
}

/**
 * Keeps the document's title, description and canonical link on the page shown, with the text the server writes for
 * the same page (shared/pageHeads.ts), so the head follows in-app navigation. `null` while the page's data loads: the
 * head stays as it is. Only an effect touches document.head, so hydration sees nothing change; on leaving, the head
 * goes back to the app shell's (the candidate pages keep that one).
 */
export function usePageHead(head: PageHeadInput | null): void {
  const title = head?.title;
  const description = head?.description;
  const path = head ? head.path : undefined;
  const wrote = useRef(false);
  useEffect(() => {
    if (title === undefined || description === undefined || path === undefined) return;
    wrote.current = true;
    document.title = title;
    metaDescription().content = description;
    setCanonical(path);
  }, [title, description, path]);
  useEffect(
    () => () => {
      // Only a page that wrote the head resets it (a job pane beside the list never does).
      if (!wrote.current) return;
      document.title = HOME_HEAD.title;
      metaDescription().content = HOME_HEAD.description;
      setCanonical(null);
    },
    [],
  );
}
