import { Suspense, useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { whenIdle } from './idle';
import { selectDialog } from './uiSlice';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

const loadView = () => import(/* webpackChunkName: "dialog" */ './DialogView');
const DialogView = lazyWithRetry(loadView);

/**
 * The one global dialog (spec 4 "Global UI states"; see DialogView). Its Modal/Dialog code (~10 KB gzipped) is not
 * needed for the first paint: it is prefetched when the page is idle, or at the latest when the first dialog opens.
 */
export default function DialogHost() {
  const dialog = useAppSelector(selectDialog);
  const opened = useRef(false);
  if (dialog) opened.current = true;
  useEffect(() => whenIdle(loadView), []);
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView />
    </Suspense>
  );
}
