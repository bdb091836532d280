/**
 * Sweeps over every operation of the OpenAPI document, transport-agnostic: give them a `send`
 * (`injectSend(app.inject.bind(app))` in-process, `httpSend('http://127.0.0.1:3000')` against a
 * server) and the document (`app.swagger()` or `await fetchOpenApi(send)`).
 *
 *   const send = httpSend(baseUrl);
 *   const doc = await fetchOpenApi(send);
 *   const badInput = await runBadInputSweep({ send, doc, signIn: () => signUp(send) });
 *   const ownership = await runOwnershipSweep({ send, doc, owner: await signUp(send), intruder: await signUp(send) });
 *   console.log(formatBadInputReport(badInput));
 *   console.log(formatOwnershipReport(ownership));
 *
 * No test runner is imported here: the bench harness runs the same modules.
 */
export * from './types';
export * from './openapi';
export * from './random';
export * from './check';
export * from './session';
export * from './bad-input';
export * from './ownership';
