import { useEffect } from 'react';
import { APP_NAME } from '@/config/constants';

/** Sets the document title of a public page ('About Us · VeriJobs'). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
