import type { FastifyInstance } from 'fastify';
import { ExchangeRates } from './exchangeRates';

/** GET /v1/exchange_rates (issue 17): the dated table the app converts salaries with ("≈ INR 1.9–2.4 L / month"). */
export default async function exchangeRateRoutes(app: FastifyInstance): Promise<void> {
  const rates = new ExchangeRates(app.db);
  app.get(
    '/exchange_rates',
    { schema: { tags: ['jobs'], summary: 'The dated exchange-rate table behind approximate salary figures (units per US dollar)' } },
    async (_req, reply) => {
      const table = await rates.current();
      reply.header('Cache-Control', 'public, max-age=300');
      return { status: 'success', data: { taken_on: table.takenOn, source: table.source, rates: table.unitsPerUsd } };
    },
  );
}
