// The full Drizzle schema: the one place drizzle-kit and the client read table definitions from.
export * from './auth';
export * from './profiles';
export * from './subscriptions';
export * from './admin';
export * from './email';
export * from './meals';
export * from './weights';
export * from './activities';
export * from './goals';
export * from './avatars';
export * from './hydration';
export * from './push';
export * from './counted-requests';
export * from './events';
export * from './user-foods';
export * from './payments';
