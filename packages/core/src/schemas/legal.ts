import { z } from './z';

/**
 * Who answers for the personal data under the LGPD (the "controlador") and how to reach the person in
 * charge of data protection ("encarregado", Art. 41). Set per installation (PRIVACY_CONTROLLER_NAME,
 * PRIVACY_CONTACT_EMAIL); shown on /privacy.
 */
export const LegalContactSchema = z.object({
  controllerName: z.string(),
  contactEmail: z.email().nullable(),
});
export type LegalContact = z.infer<typeof LegalContactSchema>;
