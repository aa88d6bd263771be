import type Sharp from 'sharp';

/**
 * Image work holds the decoded bitmap and libvips' buffers: a 50-megapixel photo takes hundreds
 * of MB while its twelve variants are made. Uploads therefore run one at a time per instance, on
 * one libvips thread and without libvips' operation cache, so memory returns after each
 * (docs/decisions/126-bounded-memory.md).
 *
 * sharp itself (libvips' 6 MB of shared library and its threads, 2 MB of heap) is loaded with
 * the first image an instance handles, not at start (docs/decisions/139-lazy-libraries.md).
 */
let sharpLoaded: Promise<typeof Sharp> | undefined;

/** sharp, imported on first use and set up as above; every image module gets it from here. */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      // Tried again next time rather than failing every later upload for good.
      sharpLoaded = undefined;
      throw error;
    },
  );
  return sharpLoaded;
}

/** A queue that runs each task once every earlier one has settled (fulfilled or not). */
export function createOneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return {
    /** Tasks waiting or running. */
    get queued() {
      return queued;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      queued += 1;
      const result = tail.then(task).finally(() => {
        queued -= 1;
      });
      tail = result.catch(() => {});
      return result;
    },
  };
}

/** The instance's queue for image processing (uploads). */
export const imageWork = createOneAtATime();
