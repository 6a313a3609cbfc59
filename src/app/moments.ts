/**
 * Publishing to the customers' moments (客户朋友圈) through the WeCom bridge: the post's image URLs
 * come from data, so each passes the URL policy and goes to the client as an absolute URL (the
 * client fetches it, it cannot resolve a path of the app); a cancel in the client is no failure.
 */
import { type MomentsPost } from '@/core';
import { getBridge, WecomError, type MomentsAttachment } from '@/wecom';
import { checkDataUrl } from './urlPolicy';

const failure = (userMessage: string, cause?: unknown): Error => Object.assign(new Error(userMessage, { cause }), { userMessage });

/** The absolute URL of an allowed URL from the post, or the refusal the user reads. */
function absoluteUrl(url: string, refused: string): string {
  const verdict = checkDataUrl(url, 'shareToExternalMoments');
  if (verdict.kind === 'refused') throw failure(refused);
  return verdict.kind === 'route' ? new URL(verdict.path, window.location.origin).href : verdict.url;
}

const imageUrl = (url: string): string => absoluteUrl(url, '图片地址不安全，未发表');

function attachmentsOf(post: MomentsPost): MomentsAttachment[] {
  if (post.videoMediaId) return [{ msgtype: 'video', video: { mediaid: post.videoMediaId } }];
  if (post.link) {
    const url = absoluteUrl(post.link.url, '链接地址不安全，未发表');
    return [{ msgtype: 'link', link: { ...post.link, url, ...(post.link.imgUrl ? { imgUrl: imageUrl(post.link.imgUrl) } : {}) } }];
  }
  return post.images.map((url) => ({ msgtype: 'image', image: { imgUrl: imageUrl(url) } }));
}

/** Resolves true once published, false when the member cancelled in the client. */
export async function shareToExternalMoments(post: MomentsPost): Promise<boolean> {
  const attachments = attachmentsOf(post);
  try {
    await getBridge().shareToExternalMoments({ ...(post.text ? { text: { content: post.text } } : {}), ...(attachments.length ? { attachments } : {}) });
    return true;
  } catch (error) {
    if (error instanceof WecomError && error.cancelled) return false;
    // The client's own errMsg, as for a failed send (spec: the client's error message is shown).
    throw failure(`发表失败：${error instanceof Error && error.message ? error.message : '企业微信接口调用失败'}`, error);
  }
}
