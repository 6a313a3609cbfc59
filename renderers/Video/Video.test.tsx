import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed, installDomStubs } from '@renderers/testing/widgetTest';
import page from './Video.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Video.stories';

beforeAll(installDomStubs);
afterEach(cleanup);

const CLIP = '/__sandbox/files/training/TR001.mp4';
const COVER = '/__sandbox/assets/training-TR001.svg';

describe('Video', () => {
  it('plays an allowed URL inline with controls, its cover, ratio and caption', async () => {
    const { container } = await renderPage(page, { query: { video: CLIP, cover: COVER, other: `${window.location.origin}${CLIP}` } });
    const video = await screen.findByLabelText('车险续保话术精讲');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', CLIP);
    expect(video).toHaveAttribute('poster', COVER);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(screen.getByText('时长 00:04').tagName).toBe('FIGCAPTION');
    const boxes = Array.from(container.querySelectorAll<HTMLElement>('.w-video__box'));
    expect(boxes.map((b) => b.style.aspectRatio)).toEqual(['16 / 9', '4 / 3']);
    // The app's own origin is allowed as an absolute URL too.
    expect(screen.getByLabelText('产品介绍')).toHaveAttribute('src', `${window.location.origin}${CLIP}`);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:video/mp4;base64,AAAA'],
    ['https://evil.example.net/clip.mp4'],
    ['//evil.example.net/clip.mp4'],
  ])('does not load %s, which the URL policy refuses, and says so', async (url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderPage(page, { query: { video: CLIP, other: url } });
    expect(await screen.findByRole('img', { name: '产品介绍（视频地址不安全，无法播放）' })).toHaveTextContent('视频地址不安全，无法播放');
    expect(container.querySelectorAll('video')).toHaveLength(1);
    warn.mockRestore();
  });

  it('says 暂无视频 without a URL and 视频加载失败 when the file cannot be played', async () => {
    await renderPage(page, { query: { video: CLIP } });
    expect(await screen.findByRole('img', { name: '产品介绍（暂无视频）' })).toBeInTheDocument();
    fireEvent.error(screen.getByLabelText('车险续保话术精讲'));
    expect(await screen.findByRole('img', { name: '车险续保话术精讲（视频加载失败）' })).toHaveTextContent('视频加载失败');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Video'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('课程视频')).toBeInTheDocument();
  });
});
