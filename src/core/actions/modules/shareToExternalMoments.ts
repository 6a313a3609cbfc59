import { defineAction, str, toList } from '@/core/actions/define';
import type { ActionFields } from '@/core/actions/fields.generated';
import type { MomentsPost } from '@/core/actions/types';

/** The client's limits (WeCom JS-SDK shareToExternalMoments). */
export const MOMENTS_TEXT_MAX = 2000;
export const MOMENTS_IMAGES_MAX = 9;

/** Refused before the client is asked: a Chinese message for the user. */
const refuse = (userMessage: string): Error => Object.assign(new Error(userMessage), { userMessage });

/** The post the fields describe, or the reason it cannot be published. */
function postOf(a: ActionFields['shareToExternalMoments']): MomentsPost {
  const text = str(a.text).trim();
  const images = toList(a.images);
  const videoMediaId = str(a.videoMediaId);
  const link = a.link?.url ? a.link : undefined;
  if (Array.from(text).length > MOMENTS_TEXT_MAX) throw refuse(`朋友圈文案最多 ${MOMENTS_TEXT_MAX} 字，请删减后再发表`);
  if (images.length > MOMENTS_IMAGES_MAX) throw refuse(`朋友圈最多发表 ${MOMENTS_IMAGES_MAX} 张图片`);
  if ([images.length > 0, Boolean(videoMediaId), Boolean(link)].filter(Boolean).length > 1) throw refuse('朋友圈附件只能是图片、视频或链接中的一种');
  if (!text && !images.length && !videoMediaId && !link) throw refuse('没有可发表的内容');
  return { text, images, ...(videoMediaId ? { videoMediaId } : {}), ...(link ? { link } : {}) };
}

/** Publishes to the customers' moments through the WeCom client; cancelled there, the chain stops quietly. */
export default defineAction('shareToExternalMoments', (a, step) =>
  step.chain(async () => {
    const post = postOf(a);
    if (!(await step.services.shareToExternalMoments(post))) step.stop();
    step.services.toast(a.message || '已发表到客户朋友圈', 'success');
    return post;
  }),
);
