import { DIARY_LIVE_EVENT } from '@prato/core/schemas/diary';
import { serviceModule } from '../../lib/app-module';
import { createDiaryRepo } from './diary.repo';
import { diaryRoutes } from './diary.routes';
import { createDiaryService, type DiaryService } from './diary.service';

declare module '../../lib/app-module' {
  interface Services {
    diary: DiaryService;
  }
}

/**
 * The food diary (issue 33): a local day's slots and items over the saved meals, items written without
 * the planner (free and unlimited), moves, copies, favourite meals, the person's slots and quick entry.
 */
export const diaryModule = serviceModule({
  name: 'diary',
  build: ({ db, now, use }) => {
    const events = use('events');
    return createDiaryService({
      repo: createDiaryRepo(db),
      foodCatalog: use('foodCatalog'),
      profileService: use('profile'),
      subscriptionsService: use('subscriptions'),
      publish: (subjectId) => events.publish(subjectId, DIARY_LIVE_EVENT),
      now,
    });
  },
  provides: (diary) => ({ diary }),
  routes: diaryRoutes,
});
