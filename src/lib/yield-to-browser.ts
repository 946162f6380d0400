/**
 * Imported for its effect: the first route's file runs in two tasks instead of one (issue 15,
 * total blocking time). Its modules are bundled into one file that evaluates top to bottom; this
 * module sits between React DOM and the app's own code (src/main.tsx imports it between them),
 * and its top-level await lets the browser run other work, such as painting and input, between
 * the two halves. On a slow phone each half is a long task of its own, not one twice as long.
 */
await new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

export {};
