import type { AppModule } from '../../lib/app-module';
import { createAdminPanelRepo } from './admin-panel.repo';
import { createAdminPanelService } from './admin-panel.service';
import { createAdminRepo } from './admin.repo';
import { adminRoutes } from './admin.routes';

/** Who holds admin rights: asked by the session check, granted to the first account. */
export interface AdminRights {
  isAdmin(subjectId: string): Promise<boolean>;
  /** Makes the user admin if the instance never granted its first admin; whether they got it. */
  grantFirstAdmin(subjectId: string): Promise<boolean>;
}

declare module '../../lib/app-module' {
  interface Services {
    adminRights: AdminRights;
  }
}

/** The back office (/api/admin) and the admin rights. */
export const adminModule: AppModule = {
  name: 'admin',
  setup({ db, now, use }) {
    const adminRepo = createAdminRepo(db);
    const events = use('events');
    const adminPanelService = createAdminPanelService({
      repo: createAdminPanelRepo(db),
      subscriptions: use('subscriptions'),
      now,
      publishSubscriptionChange: (targetUserId) => events.publish(targetUserId, 'subscription'),
    });
    return {
      provides: {
        adminRights: {
          isAdmin: (subjectId) => adminRepo.isAdmin(subjectId),
          grantFirstAdmin: (subjectId) => adminRepo.grantFirstAdmin(subjectId),
        },
      },
      routes: (api) => api.register(adminRoutes, { service: adminPanelService }),
    };
  },
};
