import type { CSSProperties, ReactElement } from 'react';
import type { SendChatMessageParams, ShareToExternalMomentsParams } from '@/wecom/types';
import { mediaPreviewUrl } from '@/wecom/simulator/mediaPreviews';

const bubble: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  padding: '6px 10px',
  borderRadius: 6,
  background: '#95ec69',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

const card: CSSProperties = {
  display: 'flex',
  gap: 8,
  maxWidth: 280,
  padding: 8,
  border: '1px solid #e5e5e5',
  borderRadius: 6,
  background: '#fff',
};

const thumb: CSSProperties = { width: 48, height: 48, objectFit: 'cover', flex: 'none', borderRadius: 4 };
const muted: CSSProperties = { color: '#999', fontSize: 12, wordBreak: 'break-all' };

function MediaBox({ label, mediaid }: { label: string; mediaid: string }): ReactElement {
  const url = label === '图片' ? mediaPreviewUrl(mediaid) : undefined;
  return (
    <div style={card}>
      {url ? <img src={url} alt="图片预览" style={{ ...thumb, width: 96, height: 96 }} /> : <div style={{ ...thumb, background: '#f0f0f0', display: 'grid', placeItems: 'center' }}>{label}</div>}
      <div style={muted}>media_id：{mediaid}</div>
    </div>
  );
}

/** How a sent message would look in the chat, close enough to review content. */
export function MessagePreview({ message }: { message: SendChatMessageParams }): ReactElement {
  switch (message.msgtype) {
    case 'text':
      return <div style={bubble}>{message.text.content}</div>;
    case 'image':
      return <MediaBox label="图片" mediaid={message.image.mediaid} />;
    case 'video':
      return <MediaBox label="视频" mediaid={message.video.mediaid} />;
    case 'file':
      return <MediaBox label="文件" mediaid={message.file.mediaid} />;
    case 'news':
      return (
        <div style={card}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontWeight: 600 }}>{message.news.title}</div>
            <div style={muted}>{message.news.desc}</div>
            <div style={muted}>{message.news.link}</div>
          </div>
          {message.news.imgUrl ? <img src={message.news.imgUrl} alt="封面" style={thumb} /> : null}
        </div>
      );
    case 'miniprogram':
      return (
        <div style={card}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={muted}>小程序</div>
            <div style={{ fontWeight: 600 }}>{message.miniprogram.title}</div>
            <div style={muted}>{message.miniprogram.page}</div>
          </div>
          {message.miniprogram.imgUrl ? <img src={message.miniprogram.imgUrl} alt="封面" style={thumb} /> : null}
        </div>
      );
  }
}

/** A post to the customers' moments as the composer would hold it: the text, then the attachments. */
export function MomentsPreview({ post }: { post: ShareToExternalMomentsParams }): ReactElement {
  return (
    <div style={{ ...card, flexDirection: 'column', maxWidth: 300 }} aria-label="朋友圈预览">
      {post.text?.content ? <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{post.text.content}</div> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {(post.attachments ?? []).map((a, i) =>
          a.msgtype === 'image' ? (
            a.image.imgUrl ? (
              <img key={i} src={a.image.imgUrl} alt={`朋友圈配图${i + 1}`} style={thumb} />
            ) : (
              <MediaBox key={i} label="图片" mediaid={a.image.mediaid ?? ''} />
            )
          ) : a.msgtype === 'video' ? (
            <MediaBox key={i} label="视频" mediaid={a.video.mediaid} />
          ) : (
            <div key={i} style={muted}>
              {a.link.title ?? ''} {a.link.url}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
