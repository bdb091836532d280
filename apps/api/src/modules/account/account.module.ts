import { serviceModule } from '../../lib/app-module';
import { createAccountRepo } from './account.repo';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The holder's rights over their data: export everything, delete the account. */
export const accountModule = serviceModule({
  name: 'account',
  build: ({ db, now, use }) => createAccountService({ repo: createAccountRepo(db), authService: use('auth'), now }),
  routes: accountRoutes,
});
