/** A start-up fault whose message is already the one plain sentence (and the remedy) the person starting sees. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
