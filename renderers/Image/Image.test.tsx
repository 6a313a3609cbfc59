import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed, installDomStubs } from '@renderers/testing/widgetTest';
import page from './Image.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Image.stories';

beforeAll(installDomStubs);
afterEach(cleanup);

const POSTER = '/__sandbox/assets/poster-1.png';
const THUMB = '/__sandbox/assets/default-cover.svg';

describe('Image', () => {
  it('loads lazily unless told otherwise, sizes the box and previews on tap', async () => {
    const { container } = await renderPage(page, { query: { poster: POSTER, thumb: THUMB } });
    const poster = await screen.findByRole('img', { name: '年终回馈活动海报' });
    expect(poster).toHaveAttribute('src', POSTER);
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: '产品封面' })).toHaveAttribute('loading', 'lazy');
    const [posterBox, thumbBox] = Array.from(container.querySelectorAll<HTMLElement>('.w-image__box'));
    expect(posterBox.style.aspectRatio).toBe('3 / 4');
    expect(posterBox.style.borderRadius).toBe('0.16rem');
    expect(thumbBox.style.height).toBe('1.2rem');
    expect(screen.getByText('长按图片可保存到相册，转发给客户时请勿修改海报内容').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('点击预览')).toBeInTheDocument();
    await userEvent.click(poster);
    expect(document.querySelector('.ant-image-preview-img')).toHaveAttribute('src', POSTER);
  });

  it('runs onClick instead of previewing', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime, query: { poster: POSTER, thumb: THUMB } });
    await userEvent.click(await screen.findByRole('img', { name: '产品封面' }));
    expect(runtime.callsOf('navigate')).toEqual([['/product/detail', { id: 'P1' }, false]]);
    expect(document.querySelector('.ant-image-preview-img')).toBeNull();
  });

  // The broken-link image (图片加载失败) needs a real image load, which jsdom does not do.
  it('says 暂无图片 without a src', async () => {
    await renderPage(page, { query: { poster: POSTER, thumb: THUMB } });
    expect(await screen.findByRole('img', { name: '身份证正面（暂无图片）' })).toHaveTextContent('暂无图片');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Image'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('img', { name: '产品封面' })).toBeInTheDocument();
  });
});
