/** Runs `task` in a task of its own, after pending input and rendering (no 4 ms timer clamp); returns a cancel. */
export function nextTask(task: () => void): () => void {
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      task();
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Runs `task` in a task after the next frame has been produced, or in a task when there are no frames; returns a cancel. */
export function afterNextFrame(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return nextTask(task);
  let cancelTask: (() => void) | null = null;
  const frame = requestAnimationFrame(() => {
    cancelTask = nextTask(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelTask?.();
  };
}
