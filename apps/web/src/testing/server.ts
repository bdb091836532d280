import { setupServer } from 'msw/node';

/** The HTTP boundary of the web tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
