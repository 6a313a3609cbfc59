/** The Chinese message to show for a failure: a RequestError's userMessage, else a neutral text. */
export function userMessageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { userMessage?: unknown; message?: unknown };
    if (typeof e.userMessage === 'string' && e.userMessage) return e.userMessage;
  }
  return '操作失败，请稍后重试';
}
