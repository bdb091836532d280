import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textRule } from '@prato/core/schemas/input-rules';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';

/**
 * Test-only reading of the outbox (EXPOSE_OUTBOX=true, refused in production by env.ts). Declared with
 * Fastify directly, not defineRoutes (decision 046): hidden from the document, no session, no summary.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({
          to: z
            .string()
            .min(3)
            .max(320)
            .refine(...textRule),
        }),
      },
    },
    async (request) => {
      const messages = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, request.query.to.trim().toLowerCase()))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(20);
      return { messages };
    },
  );
};
