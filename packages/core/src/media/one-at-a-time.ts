import sharp from 'sharp';

/**
 * Image work holds the decoded bitmap and libvips' buffers: a 50-megapixel photo takes hundreds
 * of MB while its twelve variants are made. Uploads therefore run one at a time per instance, on
 * one libvips thread and without libvips' operation cache, so memory returns after each
 * (docs/decisions/126-bounded-memory.md).
 */
sharp.cache(false);
sharp.concurrency(1);

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
