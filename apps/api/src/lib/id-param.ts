import { z } from 'zod';

/** `:id` of a user-owned row (a UUID); anything else is refused before reaching the database. */
export const IdParamSchema = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
