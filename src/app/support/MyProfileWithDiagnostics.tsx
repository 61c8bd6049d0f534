import MyProfilePage from '@/features/candidate/MyProfilePage';
import DiagnosticsButton from './DiagnosticsButton';

/**
 * My Profile with its support section (issue 9). Composed here because the diagnostics read the app's store and action
 * log (app/), which a feature never imports; the route table loads this as the `my-profile` chunk.
 */
export default function MyProfileWithDiagnostics() {
  return <MyProfilePage support={<DiagnosticsButton />} />;
}
