/** The one clock type: every factory that needs the time takes `now: Clock` (tests pass a fixed one). */
export type Clock = () => Date;
