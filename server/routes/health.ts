import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/health', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('OK'));
}
