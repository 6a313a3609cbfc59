/**
 * Media ids are opaque; to show an image in the simulator log, whoever uploaded the file may
 * remember a displayable URL for its id. Memory only: previews vanish on reload.
 */
const previews = new Map<string, string>();

export function rememberMediaPreview(mediaId: string, url: string): void {
  previews.set(mediaId, url);
}

export function mediaPreviewUrl(mediaId: string): string | undefined {
  return previews.get(mediaId);
}
