import { AiError, type AiProvider } from './ai-provider';

/** The default: no model at all. Callers check `isModel` and use their deterministic rules. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    isModel: false,
    async generateText() {
      throw new AiError('unavailable', 'local: no model configured');
    },
  };
}
