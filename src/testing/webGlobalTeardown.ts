export default async function webGlobalTeardown(): Promise<void> {
  globalThis.__API_PROCESS__?.kill('SIGTERM');
}
