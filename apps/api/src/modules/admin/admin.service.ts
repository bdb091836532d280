import type { AdminRepo } from './admin.repo';

export type AdminCommand = 'grant' | 'revoke';

/** Admin rights by e-mail, for `npm run admin -- grant|revoke <email>`. */
export function createAdminService({
  adminRepo,
  findUserByEmail,
}: {
  adminRepo: AdminRepo;
  /** The account with this (lower-case) address, if any (the auth module's accounts). */
  findUserByEmail: (email: string) => Promise<{ id: string } | null | undefined>;
}) {
  return {
    async setAdmin(command: AdminCommand, email: string): Promise<string> {
      const address = email.trim().toLowerCase();
      const user = await findUserByEmail(address);
      if (!user) throw new Error(`Nenhuma conta com o email ${address}.`);
      if (command === 'grant') {
        await adminRepo.grant(user.id);
        return `${address} agora é administrador.`;
      }
      const removed = await adminRepo.revoke(user.id);
      return removed ? `${address} não é mais administrador.` : `${address} não era administrador.`;
    },
  };
}
