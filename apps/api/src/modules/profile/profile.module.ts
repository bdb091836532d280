import type { AppModule } from '../../lib/app-module';
import { createAvatarRepo } from './avatar.repo';
import { avatarRoutes } from './avatar.routes';
import { createAvatarService } from './avatar.service';
import { createProfileRepo } from './profile.repo';
import { profileRoutes } from './profile.routes';
import { createProfileService, type ProfileService } from './profile.service';

declare module '../../lib/app-module' {
  interface Services {
    profile: ProfileService;
  }
}

/** The user's body data, goals per meal, time zone and picture. */
export const profileModule: AppModule = {
  name: 'profile',
  setup({ db, now, decodeAvatar }) {
    const profileRepo = createProfileRepo(db);
    const profileService = createProfileService({ repo: profileRepo, now });
    const avatarService = createAvatarService({
      avatarRepo: createAvatarRepo(db),
      profileRepo,
      now,
      ...(decodeAvatar ? { decode: decodeAvatar } : {}),
    });
    return {
      provides: { profile: profileService },
      async routes(api) {
        await api.register(profileRoutes, { service: profileService });
        await api.register(avatarRoutes, { service: avatarService });
      },
    };
  },
};
