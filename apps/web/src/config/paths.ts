/** Every URL of the app, so a route is renamed in one place. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) =>
      token ? `/reset-password?${new URLSearchParams({ token }).toString()}` : '/reset-password',
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  app: { path: '/app', getHref: () => '/app' },
  home: { path: '/home', getHref: () => '/home' },
  plan: {
    path: '/plan',
    /** With a diary slot and day: the saved planned meal lands there ("Planejar" on a diary slot). */
    getHref: (target?: { slot: string; date: string }) =>
      target ? `/plan?${new URLSearchParams(target).toString()}` : '/plan',
  },
  diary: {
    path: '/diario',
    getHref: (date?: string) => (date ? `/diario?${new URLSearchParams({ date }).toString()}` : '/diario'),
  },
  history: { path: '/history', getHref: () => '/history' },
  recipes: {
    path: '/receitas',
    /** The list; `new` the form of a new recipe; `id` a recipe's page (`edit`: its form). */
    getHref: (view?: { new: true } | { id: string; edit?: boolean }) => {
      if (!view) return '/receitas';
      if ('new' in view) return '/receitas?nova=1';
      return `/receitas?${new URLSearchParams({ receita: view.id, ...(view.edit ? { editar: '1' } : {}) }).toString()}`;
    },
  },
  health: { path: '/health', getHref: () => '/health' },
  profile: { path: '/profile', getHref: () => '/profile' },
  chat: { path: '/chat', getHref: () => '/chat' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  hydration: { path: '/hydration', getHref: () => '/hydration' },
  subscription: { path: '/assinatura', getHref: () => '/assinatura' },
  thankYou: { path: '/obrigado', getHref: () => '/obrigado' },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;
