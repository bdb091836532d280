import type { AppModule } from '../../lib/app-module';
import { createAccountRepo } from './account.repo';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The holder's rights over their data: export everything, delete the account. */
export const accountModule: AppModule = {
  name: 'account',
  setup({ db, now, use }) {
    const accountService = createAccountService({ repo: createAccountRepo(db), authService: use('auth'), now });
    return { routes: (api) => api.register(accountRoutes, { accountService }) };
  },
};
